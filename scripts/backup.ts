import { runBackupCommand } from '../src/runtime/backupRun';

// `npm run backup`: a consistent backup of the configured database (DATABASE_PATH or
// DATABASE_URL) into BACKUP_DIR; the last line printed is the file's path. docs/operations.md.
await runBackupCommand();
