import { STATUS_CODES } from 'node:http';

// The answer to a request Node's HTTP parser refused before the portal saw it: headers or URL
// too long (a search pasted whole: 5 000 Cyrillic letters percent-encode to ~30 KB, over Node's
// 16 KB header limit), a malformed request, or one that arrived too slowly. It is written to the
// socket as is, so it is a complete small page in Ukrainian with no styles or scripts, which a
// person can read and act on, instead of Node's bare English status line.

const texts: Record<number, { title: string; body: string }> = {
  431: {
    title: 'Запит задовгий',
    body: 'Адреса або заголовки запиту перевищують допустимий розмір. Якщо ви шукали, скоротіть пошуковий запит до кількох слів.',
  },
  408: {
    title: 'Час очікування запиту вичерпано',
    body: 'Запит надходив надто довго. Спробуйте ще раз.',
  },
  400: {
    title: 'Некоректний запит',
    body: 'Сервер не зміг прочитати запит. Перевірте адресу і спробуйте ще раз.',
  },
};

/** The status for a parser error code: 431 for headers too long, 408 for a timeout, else 400. */
export function parserRefusalStatus(code: string | undefined): 400 | 408 | 431 {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** The whole HTTP response (status line, headers, page); the connection closes after it. */
export function parserRefusalResponse(status: 400 | 408 | 431): string {
  const text = texts[status] ?? texts[400]!;
  const body =
    `<!doctype html>\n<html lang="uk"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>IFIs - ${text.title}</title></head>` +
    `<body><main><h1>${text.title}</h1><p>${text.body}</p>` +
    `<form action="/search" method="get" role="search"><label for="q">Пошук на порталі</label> ` +
    `<input id="q" name="q" type="search" maxlength="200"> <button type="submit">Знайти</button></form>` +
    `<p><a href="/">На головну сторінку</a></p></main></body></html>\n`;
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
    `Content-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n` +
    `Content-Security-Policy: default-src 'none'; form-action 'self'\r\n\r\n${body}`
  );
}
