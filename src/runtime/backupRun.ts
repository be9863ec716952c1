import { fileURLToPath } from 'node:url';
import { backupRegistry } from '../registry/backup/backup';
import { BackupError } from '../registry/backup/backupFiles';

// One backup of the configured database (`npm run backup`, and each scheduled backup, which
// runs it in a process of its own so a long copy never holds the supervisor). Its last line of
// output is the path of the file it wrote; on failure, one clear line and exit code 1.

export async function runBackupCommand(): Promise<void> {
  // A file-size limit (ulimit -f) kills a process that writes past it unless the signal is
  // ignored; ignored, the write fails like one on a full disk, and is reported as one.
  process.on('SIGXFSZ', () => {});
  try {
    const result = await backupRegistry();
    console.log(`backup: ${result.bytes} bytes, schema ${result.schemaVersion}, ${result.ms} ms`);
    console.log(result.file);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      error instanceof BackupError
        ? `backup failed: ${message}`
        : `backup failed unexpectedly: ${message.split('\n')[0]}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runBackupCommand();
