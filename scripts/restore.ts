import { parseArgs } from 'node:util';
import { restoreRegistry } from '../src/registry/backup/backup';
import { BackupError } from '../src/registry/backup/backupFiles';
import { describeTarget } from '../src/registry/database/db';

// `npm run restore -- FILE [--replace]`: loads a backup into the configured database
// (DATABASE_PATH or DATABASE_URL), refusing one that holds data unless --replace, then
// migrates it to this version. Stop the portal first. docs/operations.md.

const usage = 'usage: npm run restore -- FILE [--replace]';

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { replace: { type: 'boolean', default: false } },
    });
  } catch (error) {
    console.error(`restore: ${(error as Error).message}\n${usage}`);
    process.exitCode = 2;
    return;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  try {
    const result = await restoreRegistry(file, { replace: parsed.values.replace });
    console.log(
      `restore: ${file} loaded into ${describeTarget(result.target)} (schema ${result.fromSchemaVersion} → ${result.schemaVersion})`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      error instanceof BackupError
        ? `restore failed: ${message}`
        : `restore failed, nothing changed: ${message.split('\n')[0]}`,
    );
    process.exitCode = 1;
  }
}

await main();
