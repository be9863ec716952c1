// The house's "may import" table (docs/architecture.md) as rules: `npm run lint:layout`, run by
// the lint step of `npm test`, fails on any import a room is not allowed. Each rule names the
// rooms a folder may reach; a folder always reaches itself and npm packages.
//
// A rule per room, written as "anything in the project except …": the project's own code is the
// pattern below, so a new top-level folder is covered as soon as it is listed here.
const project = '^(src|routers|scripts|tests|examples|client|packages)/';

/** A room that may import only its own files and the listed folders (path prefixes). */
const room = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: project, pathNot: [from, ...allowed] },
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
    room('lib', '^src/lib/', [], 'lib is pure code on both sides: it depends on nothing else.'),
    room('styles', '^src/styles/', [], 'styles depend on nothing app-specific.'),
    room(
      'config',
      '^src/config/',
      [],
      'The settings (every environment variable, read once) and the log they configure.',
    ),
    room('build', '^src/build/', [], 'Build-time code: never imported by what runs in production.'),
    room(
      'registry',
      '^src/registry/',
      ['^src/lib/', '^src/text/', '^src/config/'],
      'The data layer: lib, and the text analysis its search index is written and read with.',
    ),
    room('text', '^src/text/', ['^src/lib/'], 'Text analysis is pure and reads lib only.'),
    room(
      'exports',
      '^src/exports/',
      ['^src/registry/', '^src/lib/', '^src/config/'],
      'Downloads: registry, lib, config.',
    ),
    room(
      'sync',
      '^src/sync/',
      ['^src/registry/', '^src/lib/', '^src/config/'],
      'Upstream sync: registry, lib, config.',
    ),
    room(
      'routers',
      '^routers/',
      ['^src/registry/', '^src/lib/', '^src/config/'],
      'tRPC: registry, lib, config.',
    ),
    room(
      'pages',
      '^src/pages/',
      [
        '^src/components/',
        '^src/registry/',
        '^src/lib/',
        '^src/styles/',
        '^src/config/',
        '^src/trpc/server\\.ts$',
        // One rule decides both whether the IATI file holds a project and what its page says.
        '^src/exports/iati/skipRules\\.ts$',
      ],
      'Screens: components, registry, lib, styles (the root theme), the server half of tRPC.',
    ),
    room(
      'components',
      '^src/components/',
      [
        '^src/styles/',
        '^src/lib/',
        '^src/trpc/',
        '^src/registry/',
        '^routers/',
        '^src/rest/',
        '^examples/',
      ],
      'UI: styles, lib, tRPC hooks; registry and routers for their types only (below).',
    ),
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
        'The /api guide renders the REST face’s self-description (OpenAPI document, query fields, ' +
        'example answers) and shows examples/ as text; it never mounts the REST app.',
      severity: 'error',
      from: { path: '^src/components/(?!apiGuide/)' },
      to: { path: '^(src/rest|examples)/' },
    },
    {
      name: 'api-guide-not-the-app',
      comment: 'The guide reads the REST face, it never mounts it.',
      severity: 'error',
      from: { path: '^src/components/apiGuide/' },
      to: { path: '^src/rest/app\\.ts$' },
    },
    room(
      'http',
      '^src/http/',
      ['^src/registry/', '^src/lib/', '^src/config/', '^src/exports/', '^routers/'],
      'The edge: registry, lib, exports, routers (the RPC mount); never rest.',
    ),
    room(
      'rest',
      '^src/rest/',
      ['^src/registry/', '^src/lib/', '^src/config/', '^src/exports/', '^src/http/responses\\.ts$'],
      'The REST face: registry, lib, exports and the edge’s response helpers.',
    ),
    room(
      'trpc',
      '^src/trpc/',
      ['^src/lib/', '^routers/'],
      'The client side of tRPC: lib, and routers (types only, below).',
    ),
    {
      name: 'trpc-client-routers-types-only',
      comment:
        'Only the server half (trpc/server.ts) runs routers; the client half names their types.',
      severity: 'error',
      from: { path: '^src/trpc/', pathNot: '^src/trpc/server\\.ts$' },
      to: { path: '^routers/', dependencyTypesNot: ['type-only'] },
    },
    room(
      'examples',
      '^examples/',
      ['^routers/', '^src/lib/'],
      'Examples use the portal as an outsider would: routers (types only), lib.',
    ),
    {
      name: 'typed-client',
      comment:
        'The typed client package: routers (types only) and lib, never server modules. Its build ' +
        'script (client/build.ts, not shipped) reads the OpenAPI document to generate the REST types.',
      severity: 'error',
      from: { path: '^(client|packages/client)/', pathNot: '^client/build\\.ts$' },
      to: {
        path: project,
        pathNot: ['^(client|packages/client)/', '^src/lib/', '^routers/'],
      },
    },
    {
      name: 'typed-client-build',
      comment: 'The client build script: the package, lib and the OpenAPI document.',
      severity: 'error',
      from: { path: '^client/build\\.ts$' },
      to: {
        path: project,
        pathNot: ['^client/', '^src/lib/', '^src/rest/openapi\\.ts$', '^package\\.json$'],
      },
    },
    {
      name: 'outsiders-routers-types-only',
      comment: 'Examples and the typed client name the routers’ types; they never run them.',
      severity: 'error',
      from: { path: '^(examples|client|packages/client)/' },
      to: { path: '^routers/', dependencyTypesNot: ['type-only'] },
    },
    room(
      'scripts',
      '^scripts/',
      [
        '^src/registry/',
        '^src/lib/',
        '^src/text/',
        '^src/sync/',
        '^src/config/',
        '^src/build/',
        '^src/rest/',
        '^src/runtime/build\\.ts$',
        '^src/runtime/backupRun\\.ts$',
        '^tests/support/',
      ],
      'Command-line tools: registry, lib, text (the lemmatiser’s benchmark), sync; the REST field list (the API PDF), the build ' +
        '(benchmarks measure the production server), the one backup run the schedule also uses, and ' +
        'the test fakes (benchmarks drive them).',
    ),
    {
      name: 'nothing-names-scripts-or-tests',
      comment: 'The application never reaches command-line tools or tests.',
      severity: 'error',
      from: { path: '^(src|routers|examples|client|packages)/' },
      to: { path: '^(scripts|tests)/' },
    },
  ],
  options: {
    includeOnly: project,
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: the "types only" rules need to see them.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
