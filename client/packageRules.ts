import rootPackage from '../package.json';

// What the typed client package may depend on, shared by its build and its tests: the client
// libraries at the versions the portal itself runs, and nothing of the server.

const installed = (name: string): string => {
  const all: Record<string, string> = {
    ...rootPackage.dependencies,
    ...rootPackage.devDependencies,
  };
  const version = all[name];
  if (!version) throw new Error(`${name} is not in the portal's package.json`);
  return version;
};

export const PACKAGE_DEPENDENCIES: Record<string, string> = {
  // tRPC's client and server go in lockstep (the client names its server as an exact peer);
  // the server package is there for the router's types.
  '@trpc/client': installed('@trpc/client'),
  '@trpc/server': installed('@trpc/server'),
  superjson: `^${installed('superjson')}`,
  // 0.x: a minor version may break.
  'openapi-fetch': `~${installed('openapi-fetch')}`,
  // Types only: the router's inputs and results are written with zod's types in places.
  zod: `^${installed('zod')}`,
};

/**
 * What `ifi-portal-client/react` needs besides: optional peer dependencies, so that the plain
 * entry installs no React. The ranges are those tRPC's integration accepts.
 */
export const PEER_DEPENDENCIES: Record<string, string> = {
  '@trpc/tanstack-react-query': installed('@trpc/tanstack-react-query'),
  '@tanstack/react-query': '^5.80.3',
  react: '>=18.2.0',
};

/** Every module a JavaScript or declaration file imports (static, dynamic, type-level). */
export function importedModules(text: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\/\/\/\s*<reference\s+(?:types|path)=['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.add(m[1]!);
  return [...found].sort();
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/**
 * Imports outside the package's dependencies (and, for the React entry, its peers): server
 * modules, relative files, Node built-ins.
 */
export const checkImports = (text: string, peers = false): string[] =>
  importedModules(text).filter(
    (s) => !(packageOf(s) in PACKAGE_DEPENDENCIES || (peers && packageOf(s) in PEER_DEPENDENCIES)),
  );
