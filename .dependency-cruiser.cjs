// The house's "may import" rules: `npm run lint:layout`, run by the lint step of `npm test`, fails
// on any import a room is not allowed. `rooms` is also the table of docs/architecture.md: printed
// from here (`npx tsx scripts/layout-table.ts`) and checked against it by
// tests/unit/layoutDoc.test.ts, so the doc and the rules cannot disagree.
//
// A room reaches its own files, the rooms it lists and npm packages; where it lists `packages`,
// only those packages and no Node built-ins. Every room is written as "anything in the project
// except …": a new top-level folder is covered as soon as it is part of `project`.
const project = '^(src|routers|scripts|tests|examples|client)/';

/**
 * path: the room (a folder, or one file); mayImport: folders (ending in /) and single files;
 * packages: when given, the only npm packages it may import, and no Node built-ins.
 */
const rooms = [
  { path: 'src/lib/', mayImport: [], packages: ['zod'], why: 'pure code for both sides' },
  {
    path: 'src/styles/',
    mayImport: [],
    packages: ['@vanilla-extract/css'],
    why: 'nothing app-specific',
  },
  {
    path: 'src/config/',
    mayImport: [],
    why: 'the settings (every environment variable, read and checked once) and the log',
  },
  {
    path: 'src/buildTime/',
    mayImport: [],
    why: 'the build: never imported by what runs in production',
  },
  {
    path: 'src/text/',
    mayImport: ['src/lib/'],
    packages: [],
    why: 'Ukrainian text analysis for search, pure: the dictionary files are read by the registry',
  },
  {
    path: 'src/registry/',
    mayImport: ['src/lib/', 'src/text/', 'src/config/'],
    why: 'the data layer; its search index is written and read with the text analysis',
  },
  {
    path: 'src/exports/',
    mayImport: ['src/registry/', 'src/lib/', 'src/config/'],
    why: 'every download',
  },
  {
    path: 'src/sync/',
    mayImport: ['src/registry/', 'src/lib/', 'src/config/'],
    why: "the client of the ministry's registry service",
  },
  {
    path: 'routers/',
    mayImport: ['src/registry/', 'src/lib/', 'src/config/'],
    why: 'tRPC procedures call registry functions',
  },
  {
    path: 'src/pages/',
    mayImport: [
      'src/components/',
      'src/registry/',
      'src/lib/',
      'src/styles/',
      'src/config/',
      'src/trpc/server.ts',
      'src/exports/iati/skipRules.ts',
    ],
    why: 'screens; a page prefetches with the server half of tRPC and hands the state to its island',
  },
  {
    path: 'src/components/',
    mayImport: [
      'src/styles/',
      'src/lib/',
      'src/trpc/client.tsx',
      'src/registry/',
      'routers/',
      'src/rest/',
      'examples/',
    ],
    why: 'UI by feature: the tRPC hooks, registry and routers for their types only, the REST face for the API guide only (rules below)',
  },
  {
    path: 'src/http/',
    mayImport: ['src/registry/', 'src/lib/', 'src/config/', 'src/exports/', 'routers/'],
    why: 'the edge: middlewares and endpoints, the RPC mount; never rest',
  },
  {
    path: 'src/rest/',
    mayImport: [
      'src/registry/',
      'src/lib/',
      'src/config/',
      'src/exports/',
      'src/http/responses.ts',
    ],
    why: 'the registry-compatible REST face and its OpenAPI document',
  },
  {
    path: 'src/trpc/',
    mayImport: ['src/lib/', 'routers/'],
    why: 'tRPC for pages: routers for their types, except `server.ts`, which runs them',
  },
  {
    path: 'src/runtime/',
    mayImport: ['src/'],
    why: 'what runs in production besides the edge: start, cluster, sync and backup processes, metrics',
  },
  {
    path: 'src/server-entry.ts',
    mayImport: ['src/', 'routers/'],
    why: 'the composition of the HTTP edge',
  },
  {
    path: 'examples/',
    mayImport: ['routers/', 'src/lib/'],
    why: 'the portal as an outsider uses it: routers for their types only',
  },
  {
    path: 'client/',
    mayImport: ['src/lib/', 'routers/', 'src/rest/openapi.ts'],
    why: 'the typed client package: routers for their types only; only its build script (`client/build.ts`) reads the OpenAPI document',
  },
  {
    path: 'scripts/',
    mayImport: [
      'src/registry/',
      'src/lib/',
      'src/text/',
      'src/sync/',
      'src/config/',
      'src/buildTime/',
      'src/rest/',
      'src/runtime/backupRun.ts',
      'tests/support/',
    ],
    why: 'command-line tools; benchmarks build the server and drive the test fakes',
  },
  {
    path: 'tests/',
    mayImport: ['src/', 'routers/', 'scripts/', 'examples/', 'client/'],
    why: 'anything',
  },
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A folder's or a file's pattern. */
const pattern = (path) => `^${escapeRegExp(path)}${path.endsWith('/') ? '' : '$'}`;
const name = (path) => path.replace(/^src\//, '').replace(/\/$/, '') || path;

const roomRule = ({ path, mayImport, why }) => ({
  name: name(path),
  comment: `${path} may import ${mayImport.join(', ') || 'nothing else'}: ${why}.`,
  severity: 'error',
  from: { path: pattern(path) },
  to: { path: project, pathNot: [pattern(path), ...mayImport.map(pattern)] },
});

const packageRule = ({ path, packages }) => ({
  name: `${name(path)}-packages`,
  comment: `${path} imports no Node built-ins and no packages but ${packages.join(', ')}.`,
  severity: 'error',
  from: { path: pattern(path) },
  to: {
    dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg'],
    pathNot: packages.map((p) => `(^|/)node_modules/${escapeRegExp(p)}/`),
  },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles (a cycle through types only is still a cycle of meaning).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...rooms.map(roomRule),
    ...rooms.filter((r) => r.packages).map(packageRule),
    {
      name: 'components-types-only',
      comment:
        'A component names the registry’s domain types and the routers’ types; it never runs them.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^(src/registry|routers)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-guide',
      comment:
        'Only the /api guide reads the REST face’s self-description (OpenAPI document, query ' +
        'fields, example answers) and shows examples/ as text.',
      severity: 'error',
      from: { path: '^src/components/(?!apiGuide/)' },
      to: { path: '^(src/rest|examples)/' },
    },
    {
      name: 'api-guide-not-the-app',
      comment: 'The guide reads the REST face, it never mounts it (src/rest/app.ts).',
      severity: 'error',
      from: { path: '^src/components/apiGuide/' },
      to: { path: '^src/rest/app\\.ts$' },
    },
    {
      name: 'trpc-client-routers-types-only',
      comment:
        'Only the server half (src/trpc/server.ts) runs routers; the client half names their types.',
      severity: 'error',
      from: { path: '^src/trpc/', pathNot: '^src/trpc/server\\.ts$' },
      to: { path: '^routers/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'typed-client-package',
      comment:
        'The shipped package never reads the OpenAPI document; its build script (client/build.ts) does.',
      severity: 'error',
      from: { path: '^client/', pathNot: '^client/build\\.ts$' },
      to: { path: '^src/rest/' },
    },
    {
      name: 'outsiders-routers-types-only',
      comment: 'Examples and the typed client name the routers’ types; they never run them.',
      severity: 'error',
      from: { path: '^(examples|client)/' },
      to: { path: '^routers/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'nothing-names-scripts-or-tests',
      comment: 'The application never reaches command-line tools or tests.',
      severity: 'error',
      from: { path: '^(src|routers|examples|client)/' },
      to: { path: '^(scripts|tests)/' },
    },
  ],
  options: {
    // The project's files, and the packages and built-ins they import (as leaves, never
    // followed): the package rules need to see them.
    includeOnly: [project, '(^|/)node_modules/', '^(node:)?[a-z_/]+$'],
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)dist/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: the "types only" rules need to see them.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};

// For the doc's table (scripts/layout-table.ts, tests/unit/layoutDoc.test.ts); not enumerable, so
// dependency-cruiser's own check of its configuration does not see it.
Object.defineProperty(module.exports, 'rooms', { value: rooms, enumerable: false });
