import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

// The documented typed-RPC example (docs/design.md, "Public API") is examples/rpc-client.ts
// verbatim; this runs it against the built portal, so the example keeps compiling and working.
const root = path.resolve(import.meta.dirname, '..', '..');
const example = fs.readFileSync(path.join(root, 'examples', 'rpc-client.ts'), 'utf8');

describe('the documented typed-RPC example', () => {
  it('is the file examples/rpc-client.ts, word for word', () => {
    const docs = fs.readFileSync(path.join(root, 'docs', 'design.md'), 'utf8');
    expect(docs).toContain(`\`\`\`ts\n${example}\`\`\``);
  });

  it('runs against the built portal and prints real registry data', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'examples/rpc-client.ts'], {
      cwd: root,
      env: { ...process.env, PORTAL_URL: inject('baseURL') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/: \d+ проєктів\n.+: \d+(\.\d+)? грн, \d+ періодів\n$/);
  });
});
