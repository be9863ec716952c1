import { expect } from 'vitest';

async function firstHref(baseURL: string, page: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${baseURL}${page}`)).text();
  const href = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html)?.[1];
  expect(href).toBeTruthy();
  return href!;
}

/** The spec's routes (spec §2) as addresses of the running portal: records filled in. */
export async function specRoutePaths(baseURL: string): Promise<string[]> {
  return [
    '/',
    '/?p=analytics',
    '/?p=docs',
    '/projects?page=1',
    await firstHref(baseURL, '/projects?page=1', '/projects/'),
    '/news',
    '/api',
    '/contact-us',
    '/about-portal',
    '/references/faq',
    '/references/glossary',
    await firstHref(baseURL, '/references/glossary', '/references/glossary/'),
    '/site-map',
  ];
}
