import { dropRunDatabases } from './postgres';

// The both-database unit tests on PostgreSQL: every scratch database of the run shares its
// prefix, so one left by a suite that failed or forgot its own teardown is dropped here.
export default function setup() {
  const run = (process.env.IFI_TEST_RUN ??= String(process.pid));
  return () => dropRunDatabases(run);
}
