import { describe, expect, inject, it } from 'vitest';

// The static English glossary list over HTTP against the production build.

const baseURL = inject('baseURL');

describe('the English glossary list (spec §7)', () => {
  it('is served as static JSON in the shape of the GOLOSARY result', async () => {
    const res = await fetch(`${baseURL}/data/glossary/en.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/json/);
    const body = (await res.json()) as { data: { references: { code: string; label: string }[] } };
    const ukrainian = (await (
      await fetch(`${baseURL}/api/functions/GOLOSARY`, { method: 'POST' })
    ).json()) as { data: { references: { code: string }[] } };
    expect(body.data.references.map((r) => r.code).sort()).toEqual(
      ukrainian.data.references.map((r) => r.code).sort(),
    );
    expect(body.data.references.find((r) => r.label === 'Grace period')).toBeDefined();
  });
});
