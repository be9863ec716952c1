import type { MiddlewareHandler } from 'hono';
import { htmlResponse, oldBrowserHtml } from '../lib/errorPage';

// Internet Explorer 11 and older cannot run the portal: spec §1 gives them one notice only.
export function isOldInternetExplorer(userAgent: string | undefined): boolean {
  return !!userAgent && /MSIE |Trident\//.test(userAgent);
}

export default function oldBrowser(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' && isOldInternetExplorer(c.req.header('user-agent'))) {
      const accept = c.req.header('accept') ?? '';
      if (accept.includes('text/html') || !c.req.path.includes('.')) {
        return htmlResponse(oldBrowserHtml(), 200, { vary: 'User-Agent' });
      }
    }
    await next();
  };
}
