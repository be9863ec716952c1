import { describe, expect, inject, it } from 'vitest';

// A place typed in Russian or Latin letters over HTTP, against the production build: the list's
// text filter and /search find what the Ukrainian name finds.

const baseURL = inject('baseURL');
const html = async (path: string) => {
  const res = await fetch(`${baseURL}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
};
const projectsPage = (text: string) =>
  html(`/projects?projectName=${encodeURIComponent(text)}&page=1`);
const foundCount = (page: string) =>
  /Знайдено (\d[\d\s\u00a0]*) проєкт/u.exec(page)?.[1]?.replace(/\D/gu, '');
const projectLinks = (page: string) =>
  [...page.matchAll(/href="\/projects\/(\d+)"/gu)].map((m) => m[1]);

describe('places in other spellings over HTTP', () => {
  it('/projects?projectName=Kharkov finds the projects of projectName=Харків', async () => {
    const ukrainian = await projectsPage('Харків');
    const count = foundCount(ukrainian);
    expect(Number(count)).toBeGreaterThan(0);
    for (const other of ['Kharkov', 'Kharkiv', 'Харьков']) {
      const page = await projectsPage(other);
      expect(foundCount(page), other).toBe(count);
      expect(projectLinks(page), other).toEqual(projectLinks(ukrainian));
    }
  });

  it('/search?q=Одесса finds Odesa’s projects', async () => {
    const projects = (page: string) =>
      /id="search-projects"[^>]*>Проєкти \((\d+)\)/u.exec(page)?.[1];
    const ukrainian = await html(`/search?q=${encodeURIComponent('Одеса')}`);
    const russian = await html(`/search?q=${encodeURIComponent('Одесса')}`);
    expect(Number(projects(ukrainian))).toBeGreaterThan(0);
    expect(projects(russian)).toBe(projects(ukrainian));
    expect(russian).toMatch(/<mark[^>]*>Одес[^<]*<\/mark>/u);
  });

  it('suggests «Харкові» for «Хааркові»', async () => {
    const page = await projectsPage('Хааркові');
    expect(page).toContain('Можливо, ви мали на увазі');
    expect(page).toContain('Харкові');
  });
});
