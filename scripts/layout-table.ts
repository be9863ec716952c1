// Prints the "may import" table and the further rules of docs/architecture.md from
// .dependency-cruiser.cjs (tests/unit/layoutDoc.test.ts fails when the doc differs):
// `npx tsx scripts/layout-table.ts`, paste, then `npx prettier --write docs/architecture.md`.
import { furtherRulesList, layoutTable } from '../tests/support/layoutTable';

console.log(`${layoutTable()}\n\n${furtherRulesList()}`);
