import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/rest/openapi';
import { PORTAL_VERSION } from '../../src/lib/portalVersion';
import rootPackage from '../../package.json';

// The typed client's documentation shows examples/portal-client.ts, the file the outsider test
// compiles and runs (tests/integration/clientOutsider.test.ts), so the two cannot drift apart.
const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the typed client documentation', () => {
  it('shows examples/portal-client.ts word for word', () => {
    expect(read('docs/typed-client.md')).toContain(
      `\`\`\`ts\n${read('examples/portal-client.ts')}\`\`\``,
    );
  });

  it("names the portal's version in the OpenAPI document, as the package does", () => {
    expect(PORTAL_VERSION).toBe(rootPackage.version);
    expect((openApiDocument() as { info: { version: string } }).info.version).toBe(PORTAL_VERSION);
  });
});
