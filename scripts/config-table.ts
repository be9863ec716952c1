// Prints the README's table of environment variables from the settings modules (the unit test
// tests/unit/settings.test.ts fails when the README differs): `npx tsx scripts/config-table.ts`,
// then paste and `npx prettier --write README.md`.
import { buildVariableDocs } from '../src/buildTime/buildSettings';
import { variableDocs } from '../src/config/settings';

const rows = Object.entries({ ...variableDocs, ...buildVariableDocs }).map(
  ([name, { byDefault, meaning }]) => `| \`${name}\` | ${byDefault} | ${meaning} |`,
);
console.log(['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n'));
