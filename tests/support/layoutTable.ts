import { createRequire } from 'node:module';
import path from 'node:path';

// The "may import" table of docs/architecture.md, rendered from the rules themselves
// (.dependency-cruiser.cjs): printed by scripts/layout-table.ts, checked by
// tests/unit/layoutDoc.test.ts.

interface Room {
  path: string;
  mayImport: string[];
  packages?: string[];
  why: string;
}

interface Rule {
  name: string;
  comment: string;
}

const root = path.resolve(import.meta.dirname, '..', '..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as {
  rooms: Room[];
  forbidden: Rule[];
};

const code = (items: readonly string[]) => items.map((item) => `\`${item}\``).join(', ');

/** One row per room: the room, what it may import, why. */
export function layoutRows(): [string, string, string][] {
  return config.rooms.map((room) => [
    `\`${room.path}\``,
    [
      room.mayImport.length ? code(room.mayImport) : 'nothing else',
      room.packages?.length === 0
        ? 'no packages, no Node built-ins'
        : room.packages
          ? `packages: ${code(room.packages)} only, no Node built-ins`
          : '',
    ]
      .filter(Boolean)
      .join('; '),
    room.why,
  ]);
}

/** The rules that are not a room's list (types only, the API guide, cycles…). */
export function furtherRules(): Rule[] {
  const roomNames = new Set(config.forbidden.filter((r) => /\/ may import /.test(r.comment)));
  return config.forbidden.filter((rule) => !roomNames.has(rule) && !/-packages$/.test(rule.name));
}

export function layoutTable(): string {
  const rows = layoutRows().map((cells) => `| ${cells.join(' | ')} |`);
  return ['| room | may import | why |', '| --- | --- | --- |', ...rows].join('\n');
}

export function furtherRulesList(): string {
  return furtherRules()
    .map((rule) => `- \`${rule.name}\`: ${rule.comment}`)
    .join('\n');
}
