import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

// Transport basics for every response: explicit UTF-8 charset on text (Waku omits it, and
// Ukrainian text must not be mis-decoded), gzip/deflate when the client accepts it.
export function transport(): MiddlewareHandler {
  const compression = compress();
  return async (c, next) => {
    await compression(c, async () => {
      await next();
      const type = c.res.headers.get('content-type');
      if (
        type &&
        /^(text\/|application\/(json|javascript|xml))/.test(type) &&
        !/charset=/i.test(type)
      ) {
        // Waku's responses may carry immutable headers: copy before changing.
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set('content-type', `${type}; charset=utf-8`);
      }
    });
  };
}
