import { expect } from 'vitest';
import { specRoutes } from '../e2e/routes';

async function firstHref(baseURL: string, page: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${baseURL}${page}`)).text();
  const href = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html)?.[1];
  expect(href).toBeTruthy();
  return href!;
}

/** The spec's routes (spec §2, tests/e2e/routes.ts) as addresses of the running portal. */
export async function specRoutePaths(baseURL: string): Promise<string[]> {
  const project = await firstHref(baseURL, '/projects?page=1', '/projects/');
  const word = await firstHref(baseURL, '/references/glossary', '/references/glossary/');
  return specRoutes
    .map((route) => route.path)
    .filter((path) => path !== '/error' && path !== '/no-such-page')
    .map((path) =>
      path.replace('/projects/{project}', project).replace('/references/glossary/{word}', word),
    );
}
