import { expect, test, type Page } from '@playwright/test';
import { islandsReady } from './ready';

// WCAG 2.2 SC 2.4.11 Focus Not Obscured: while the cookie banner is open, no element a
// keyboard user tabs to may sit under it, on a phone, in every font size of both themes. The
// banner also stays compact there (it was 688 px of 844 with the large font).

const STOPS = 30;
const VIEWPORT = { width: 390, height: 844 };

interface Box {
  top: number;
  bottom: number;
}

interface Stop {
  label: string;
  box: Box | null;
  inBanner: boolean;
  banner: Box | null;
}

/** Where focus is now: the element's box, the banner's, and whether focus is inside it. */
const focusStop = (page: Page): Promise<Stop> =>
  page.evaluate(() => {
    const banner = document.querySelector('[data-consent-banner]');
    const shown = banner && getComputedStyle(banner).display !== 'none' ? banner : null;
    const el = document.activeElement;
    const box = (e: Element | null) => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    };
    return {
      label: el
        ? `${el.tagName.toLowerCase()} «${(el.textContent ?? '').trim().slice(0, 40)}»`
        : 'none',
      box: el && el !== document.body ? box(el) : null,
      inBanner: Boolean(shown && el && shown.contains(el)),
      banner: box(shown),
    };
  });

for (const dis of ['0', '1'] as const) {
  for (const font of ['s', 'm', 'l'] as const) {
    const theme = dis === '0' ? 'accessibility mode' : 'normal theme';
    test(`no Tab stop hides under the cookie banner at 390 px: ${theme}, font ${font}`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(VIEWPORT);
      await page.context().addCookies(
        [
          ['dis', dis],
          ['font_size', font],
        ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL! })),
      );
      await page.goto('/projects?page=1');
      await islandsReady(page);
      const banner = page.getByRole('region', { name: 'Згода на використання cookie' });
      await expect(banner).toBeVisible();
      const height = (await banner.boundingBox())!.height;
      expect(height, 'banner height').toBeLessThanOrEqual(VIEWPORT.height * 0.4);

      const hidden: string[] = [];
      let checked = 0;
      for (let i = 0; i < STOPS; i++) {
        await page.keyboard.press('Tab');
        const stop = await focusStop(page);
        if (!stop.box || !stop.banner || stop.inBanner) continue;
        checked++;
        // Entirely clear of the banner: 2.4.11 asks for not wholly hidden, this for not at all.
        if (stop.box.bottom > stop.banner.top + 0.5) {
          hidden.push(
            `stop ${i + 1}: ${stop.label} ends at ${Math.round(stop.box.bottom)} px, banner from ${Math.round(stop.banner.top)} px`,
          );
        }
      }
      await page.screenshot({ path: test.info().outputPath(`walk-dis${dis}-${font}.png`) });
      // The page ends that much lower: scrolled to the end, the footer's last line clears it.
      const end = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const footer = document.querySelector('footer')!.getBoundingClientRect();
        const banner = document.querySelector('[data-consent-banner]')!.getBoundingClientRect();
        return { footer: footer.bottom, banner: banner.top };
      });
      expect(end.footer, 'footer bottom vs banner top').toBeLessThanOrEqual(end.banner + 0.5);
      expect(checked, 'Tab stops outside the banner').toBeGreaterThanOrEqual(25);
      expect(hidden).toEqual([]);
    });
  }
}
