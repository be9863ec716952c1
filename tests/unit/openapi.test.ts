import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { edgeEndpoints } from '../../src/http/endpoints';
import { createRestApp } from '../../src/rest/app';
import { projectFieldDocs } from '../../src/lib/fieldDocs';
import { luceneFields } from '../../src/rest/luceneFields';
import { openApiDocument } from '../../src/rest/openapi';

type Doc = { paths: Record<string, Record<string, unknown>>; info: { description: string } };

/** Hono patterns → OpenAPI paths: `:file` → `{file}`; a trailing `*` names what follows. */
const openApiPath = (pattern: string) =>
  pattern
    .replace(/:(\w+)/g, '{$1}')
    .replace(/^\/api\/trpc\/\*$/, '/api/trpc/{procedure}')
    .replace(/^\/api\/public\/files\/\*$/, '/api/public/files/{id}/{file}')
    .replace(/^\/api\/iati\/activities\/\{file\}$/, '/api/iati/activities/{projectId}.xml');

/** [METHOD, path] of every route the REST app serves. */
const restRoutes = () =>
  createRestApp()
    .routes.filter((r) => r.method !== 'ALL' && r.method !== 'OPTIONS')
    .map((r) => [r.method, openApiPath(r.path)] as const);

describe('the OpenAPI document at /v2/api-docs', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = structuredClone(openApiDocument());
    const api = await SwaggerParser.validate(doc as never);
    expect((api as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('describes every route the REST app answers', () => {
    const doc = openApiDocument() as Doc;
    const routes = restRoutes();
    expect(routes.length).toBeGreaterThan(15);
    for (const [method, route] of routes) {
      // /api/xm-entities/export only redirects to the documented /api/xm-entities/export/.
      if (route === '/api/xm-entities/export') continue;
      expect(doc.paths[route]?.[method.toLowerCase()], `${method} ${route}`).toBeDefined();
    }
  });

  it('describes every /api/ endpoint of the edge (downloads, statistics CSV, tRPC)', () => {
    const doc = openApiDocument() as Doc;
    const paths = edgeEndpoints(async () => new Response())
      .map((e) => openApiPath(e.path))
      .filter((p) => p.startsWith('/api/'));
    expect(paths).toContain('/api/trpc/{procedure}');
    for (const route of paths) expect(doc.paths[route], route).toBeDefined();
  });

  it('documents every parameter in Ukrainian and the bad-input answer of every operation', () => {
    const doc = openApiDocument() as Doc;
    for (const [route, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const operation = op as {
          parameters: { name: string; description?: string }[];
          responses: Record<string, unknown>;
        };
        for (const p of operation.parameters) {
          expect(p.description, `${method} ${route} ${p.name}`).toMatch(/[а-яіїєґ]/i);
        }
        if (route !== '/v2/api-docs') expect(operation.responses['400'], route).toBeDefined();
      }
    }
    const stats = doc.paths['/api/functions/GET-BY-PROJECT']!.post as {
      requestBody: { required: boolean };
    };
    const info = doc.paths['/api/functions/INFO']!.post as { requestBody: { required: boolean } };
    expect(stats.requestBody.required).toBe(true);
    expect(info.requestBody.required).toBe(false);
  });

  it('gives every project field and every query field with its Ukrainian description', () => {
    const { description } = (openApiDocument() as Doc).info;
    for (const field of projectFieldDocs) {
      expect(field.description, field.name).toMatch(/[а-яіїєґ]/i);
      expect(description).toContain(`\`${field.name}\``);
    }
    for (const field of luceneFields) expect(description).toContain(`\`${field.field}\``);
  });
});
