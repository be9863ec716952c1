import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { furtherRules, layoutRows } from '../support/layoutTable';

// docs/architecture.md's "may import" table and its further rules are the rules of
// .dependency-cruiser.cjs: printed from them (scripts/layout-table.ts), checked here.

const doc = fs.readFileSync(
  path.resolve(import.meta.dirname, '..', '..', 'docs', 'architecture.md'),
  'utf8',
);
const section = doc.split('## Who may import what')[1]!.split('\n## ')[0]!;
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The table's rows as cells, whatever Prettier's padding. */
function documentedRows(): string[][] {
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => line.slice(1, -1).split(' | ').map(squeeze));
}

describe('the architecture doc', () => {
  it('lists every room with exactly what the rules let it import', () => {
    expect(documentedRows()).toEqual(layoutRows().map((cells) => cells.map(squeeze)));
  });

  it('states every further rule as the configuration does', () => {
    const text = squeeze(section);
    for (const rule of furtherRules()) {
      expect(text, rule.name).toContain(squeeze(`- \`${rule.name}\`: ${rule.comment}`));
    }
  });

  it('names no folder that does not exist', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    for (const [room] of layoutRows()) {
      const named = room.replace(/`/g, '');
      expect(fs.existsSync(path.join(root, named)), named).toBe(true);
    }
  });
});
