// `npm test`'s `licenses` step: every production dependency (the lock file's packages not marked
// dev) must carry a licence of ./allowed.ts, or be one reviewed there by name and version.
// The licence is read from the installed package.json (the lock file's copy when not installed,
// e.g. an optional package of another platform). Exit code 1 lists the ones that are not.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALIASES, ALLOWED, REVIEWED } from './allowed';

/**
 * Whether an SPDX expression is allowed: one of the `OR` alternatives whose `AND` parts are all
 * allowed. Parentheses are dropped: no dependency nests them (an `AND` inside an `OR` is read
 * as the whole alternative).
 */
export function expressionAllowed(expression: unknown, allowed: Set<string> = ALLOWED): boolean {
  if (typeof expression !== 'string' || expression.trim() === '') return false;
  return expression
    .replace(/[()]/g, ' ')
    .split(/\s+OR\s+/)
    .some((alternative) =>
      alternative
        .split(/\s+AND\s+/)
        .map((id) => id.trim())
        .every((id) => allowed.has(ALIASES[id] ?? id)),
    );
}

/** The licence a package.json declares (`license`, or the old `licenses` array). */
type LicenseField = string | { type?: string };
interface Manifest {
  name?: string;
  version?: string;
  license?: LicenseField;
  licenses?: LicenseField[];
}
interface LockEntry extends Manifest {
  dev?: boolean;
  link?: boolean;
}

export function declaredLicense(manifest: Manifest): string | undefined {
  const named = (l: LicenseField) => (typeof l === 'string' ? l : l.type);
  if (manifest.license !== undefined) return named(manifest.license);
  if (Array.isArray(manifest.licenses)) return manifest.licenses.map(named).join(' OR ');
  return undefined;
}

/** Production packages of the lock file that are not allowed: `name@version: licence`. */
export function disallowed(root: string): string[] {
  const lock: { packages: Record<string, LockEntry> } = JSON.parse(
    fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'),
  );
  const bad: string[] = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (where === '' || entry.dev || entry.link) continue;
    const file = path.join(root, where, 'package.json');
    const manifest: Manifest = fs.existsSync(file)
      ? JSON.parse(fs.readFileSync(file, 'utf8'))
      : entry;
    const name = manifest.name ?? where.replace(/.*node_modules\//, '');
    const key = `${name}@${manifest.version ?? entry.version}`;
    const license = declaredLicense(manifest);
    if (!expressionAllowed(license) && !(key in REVIEWED)) bad.push(`${key}: ${license ?? '—'}`);
  }
  return [...new Set(bad)].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const bad = disallowed(root);
  if (bad.length > 0) {
    console.error(`Licences not in scripts/licenses/allowed.ts:\n  ${bad.join('\n  ')}`);
    process.exit(1);
  }
  console.log('licences: every production dependency is allowed');
}
