// Plain HTML documents answered by middleware itself (no React render): the generic error
// (spec §8: English text, status code, message; never a stack) and the Internet Explorer notice.

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

function documentHtml(lang: string, title: string, body: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:Arial,sans-serif;margin:3rem auto;max-width:40rem;padding:0 1rem;color:#1b1f24;line-height:1.5}a{color:#08457E}</style></head><body><main>${body}</main></body></html>`;
}

export function genericErrorHtml(status: number, message: string, requestId?: string): string {
  const id = requestId ? `<p>Request id: <code>${escapeHtml(requestId)}</code></p>` : '';
  return documentHtml(
    'en',
    `IFIs - Error ${status}`,
    `<h1>An error occurred while rendering the page</h1><p>Status code: ${status}</p><p>Message: ${escapeHtml(message)}</p>${id}<p><a href="/" lang="uk">Повернутися на головну сторінку</a></p>`,
  );
}

/** The answer of an overloaded server (503): come back in a few seconds. */
export function overloadedHtml(retryAfterSeconds: number): string {
  return documentHtml(
    'uk',
    'IFIs - Сервер перевантажено',
    `<h1>Сервер тимчасово перевантажено</h1><p>Зараз портал отримує забагато запитів. Спробуйте оновити сторінку через ${retryAfterSeconds} с.</p><p>Код помилки: 503</p><p><a href="/">Повернутися на головну сторінку</a></p>`,
  );
}

export function oldBrowserHtml(): string {
  return documentHtml(
    'uk',
    'IFIs - Непідтримуваний браузер',
    '<h1>Виникла помилка.</h1><p>Будь ласка, відкрийте портал у іншому браузері.</p>',
  );
}

export function htmlResponse(html: string, status = 200, headers: Record<string, string> = {}) {
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}
