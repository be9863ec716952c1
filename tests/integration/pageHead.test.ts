import { describe, expect, inject, it } from 'vitest';
import { specRoutePaths } from './specRoutes';

const baseURL = inject('baseURL');

const descriptionsOf = (html: string) =>
  [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1]!);

describe('what search engines read of each page', () => {
  it('gives every spec route one description of its own, under 160 characters', async () => {
    const routes = await specRoutePaths(baseURL);
    const seen = new Map<string, string>();
    for (const route of routes) {
      const descriptions = descriptionsOf(await (await fetch(`${baseURL}${route}`)).text());
      expect(descriptions, route).toHaveLength(1);
      const [description] = descriptions as [string];
      expect(description.length, route).toBeGreaterThan(40);
      expect(description.length, route).toBeLessThanOrEqual(160);
      expect(description, route).not.toMatch(/<|&lt;/);
      expect(seen.get(description), `${route} repeats ${seen.get(description)}`).toBeUndefined();
      seen.set(description, route);
    }
  });

  it('serves /favicon.ico as an icon, cached like the other static files', async () => {
    const response = await fetch(`${baseURL}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});
