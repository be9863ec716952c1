import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

// Numbers never break inside (thousands grouped by no-break spaces): the landing, the list and a
// project page on a 320 px phone, in both themes and all three font sizes. A number that wraps
// between its digit groups reads as two numbers.

/** The project with the largest amount: its figures are the longest the demo data has. */
function largestProjectId(): string {
  const db = new Database(process.env.E2E_DATABASE_PATH!, { readonly: true });
  try {
    return (
      db.prepare('SELECT projectId FROM projects ORDER BY projectSum DESC LIMIT 1').get() as {
        projectId: string;
      }
    ).projectId;
  } finally {
    db.close();
  }
}

interface NumberProblems {
  /** Grouped with a space a line may break at. */
  breakable: string[];
  /** Laid out across two lines. */
  wrapped: string[];
  /** How far the page is wider than the screen (px). */
  overflow: number;
}

/** Every digit-grouped number in the page's text, checked in its text node. */
function numberProblems(): NumberProblems {
  const grouped = /(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?(?!\d)/g;
  const breakable: string[] = [];
  const wrapped: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node as Text).data;
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template')) continue;
    // Text for screen readers only sits in a 1 px box: it is heard, never laid out to be seen.
    const box = parent.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    for (const match of text.matchAll(grouped)) {
      if (match[0].includes(' ')) breakable.push(match[0]);
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      const first = rects[0];
      if (first && rects.some((r) => Math.abs(r.top - first.top) > first.height / 2)) {
        wrapped.push(match[0]);
      }
    }
  }
  const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  return { breakable, wrapped, overflow };
}

const themes = [
  { name: 'normal', dis: '1' },
  { name: 'accessibility', dis: '0' },
] as const;
const fontSizes = ['s', 'm', 'l'] as const;

async function check(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const found = await page.evaluate(numberProblems);
  expect(found.breakable, `${path}: numbers grouped with breakable spaces`).toEqual([]);
  expect(found.wrapped, `${path}: numbers laid out across two lines`).toEqual([]);
  expect(found.overflow, `${path}: wider than the screen`).toBeLessThanOrEqual(0);
}

test.describe('numbers never break inside at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const theme of themes) {
    for (const fontSize of fontSizes) {
      test(`${theme.name} theme, font size ${fontSize}`, async ({ page }) => {
        await page.context().addCookies(
          [
            { name: 'dis', value: theme.dis },
            { name: 'font_size', value: fontSize },
          ].map((cookie) => ({ ...cookie, url: process.env.E2E_BASE_URL! })),
        );
        // The statistics page carries the most numbers (summaries, tables, chart ticks).
        for (const path of [
          '/',
          '/?p=analytics',
          '/projects?page=1',
          `/projects/${largestProjectId()}`,
        ]) {
          await check(page, path);
        }
      });
    }
  }
});
