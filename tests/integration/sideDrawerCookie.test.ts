import { describe, expect, inject, it } from 'vitest';

// The side drawer's cookie from the no-JavaScript accessibility toggle, over HTTP.

const baseURL = inject('baseURL');

describe('the side drawer (spec §3 sideDrawer, §4)', () => {
  it('enabling accessibility without JavaScript closes it by cookie; disabling leaves it', async () => {
    const on = await fetch(`${baseURL}/preferences?dis=0&back=%2Fnews`, { redirect: 'manual' });
    expect(on.status).toBe(303);
    expect(on.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^side_drawer=closed; Max-Age=31536000; Path=\//),
    );
    const off = await fetch(`${baseURL}/preferences?dis=1&back=%2Fnews`, { redirect: 'manual' });
    expect(off.headers.getSetCookie().some((c) => c.startsWith('side_drawer='))).toBe(false);
  });

  it('renders every page with the state its cookie keeps, open by default', async () => {
    const drawer = async (cookie?: string) => {
      const html = await (
        await fetch(`${baseURL}/news`, { headers: cookie ? { cookie } : {} })
      ).text();
      return /id="shell"[^>]*data-drawer="(\w+)"/.exec(html)?.[1];
    };
    expect(await drawer()).toBe('open');
    expect(await drawer('dis=0')).toBe('open');
    expect(await drawer('side_drawer=closed')).toBe('closed');
    expect(await drawer('dis=0; side_drawer=open')).toBe('open');
  });
});
