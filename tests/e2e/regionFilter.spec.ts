import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { islandsReady } from './ready';

// The region filter of the list — a checkbox per unit, several at once, as repeated
// `region=` in the URL — with and without JavaScript, the project page's region links, and axe
// in both themes with regions chosen and with a bad one.

async function rpcTotal(request: APIRequestContext, region: string): Promise<number> {
  const input = encodeURIComponent(JSON.stringify({ json: { filters: { region } } }));
  const res = await request.get(`/api/trpc/projects.search?input=${input}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).result.data.json.total as number;
}

const box = (name: string) => ({ role: 'checkbox' as const, name, exact: true });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('two regions submit as repeated parameters and find their projects', async ({
    page,
    request,
  }) => {
    await page.goto('/projects?page=1');
    await page.locator('details summary').first().click();
    await page.getByRole('checkbox', box('Харківська область')).check();
    await page.getByRole('checkbox', box('Львівська область')).check();
    await page.getByRole('button', { name: 'Знайти' }).click();
    await expect(page).toHaveURL(/region=UA-46&region=UA-63/);
    const total = await rpcTotal(request, 'UA-46,UA-63');
    expect(total).toBeGreaterThan(0);
    await expect(page.locator('#results-count')).toHaveText(new RegExp(`Знайдено ${total} `));
    await expect(page.getByRole('checkbox', box('Харківська область'))).toBeChecked();

    // A project of the list names its region, linking to the list of that region.
    await page.locator('table tbody tr td:first-child a').first().click();
    const regionLinks = page.locator('a[href^="/projects?region="]');
    await expect(regionLinks.first()).toBeVisible();
    await expect(
      page.getByText(/за (назвою|метою|бенефіціаром|ініціатором)/).first(),
    ).toBeVisible();
  });
});

test('with JavaScript a checked region updates the URL and the results in place', async ({
  page,
  request,
}) => {
  await page.goto('/projects?page=1');
  await islandsReady(page);
  await page.getByRole('checkbox', box('Одеська область')).check();
  await expect(page).toHaveURL(/region=UA-51/);
  const total = await rpcTotal(request, 'UA-51');
  await expect(page.locator('#results-count')).toHaveText(new RegExp(`Знайдено ${total} `));
});

for (const theme of [
  { name: 'normal', cookies: [] as { name: string; value: string }[] },
  { name: 'accessibility (contrast)', cookies: [{ name: 'dis', value: '0' }] },
]) {
  test(`the region filter is axe-clean in the ${theme.name} theme`, async ({ page, baseURL }) => {
    if (theme.cookies.length) {
      await page.context().addCookies(theme.cookies.map((c) => ({ ...c, url: baseURL! })));
    }
    await page.goto('/projects?page=1&region=UA-63&region=UA-99');
    await expect(page.getByText('Оберіть область зі списку').first()).toBeVisible();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}
