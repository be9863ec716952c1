import { describe, expect, it } from 'vitest';
import { curlCommand } from '../../src/components/apiGuide/EndpointSection';
import { trimmedJson } from '../../src/components/apiGuide/trimJson';

describe('the /api guide examples', () => {
  it('writes plain GET requests as one URL', () => {
    expect(
      curlCommand('http://h', { method: 'get', request: { path: '/api/x?page=0&size=2' } }),
    ).toBe("curl -s 'http://h/api/x?page=0&size=2'");
  });

  it('keeps Lucene queries readable with --data-urlencode, quoting apostrophes for the shell', () => {
    const query = encodeURIComponent(`data.projectName:"Кам'янець" AND data.year:2020`);
    expect(
      curlCommand('http://h', { method: 'get', request: { path: `/api/s?query=${query}&page=0` } }),
    ).toBe(
      "curl -s -G 'http://h/api/s' \\\n" +
        `  --data-urlencode 'query=data.projectName:"Кам'\\''янець" AND data.year:2020' \\\n` +
        "  --data-urlencode 'page=0'",
    );
  });

  it('sends POST bodies as JSON', () => {
    expect(
      curlCommand('http://h', {
        method: 'post',
        request: { path: '/api/f', body: { projectId: 1 } },
      }),
    ).toBe(
      `curl -s -X POST -H 'Content-Type: application/json' -d '{"projectId":1}' 'http://h/api/f'`,
    );
  });

  it('shows the first record of a list, a few values and the start of long texts', () => {
    const shown = JSON.parse(
      trimmedJson({ items: [{ a: 'x'.repeat(500) }, { a: 1 }, { a: 2 }], ids: [1, 2, 3, 4, 5] }),
    ) as { items: unknown[]; ids: unknown[] };
    expect(shown.items).toHaveLength(2);
    expect(shown.items[1]).toBe('… ще 2');
    expect((shown.items[0] as { a: string }).a).toMatch(/^x{140}… \(скорочено\)$/);
    expect(shown.ids).toEqual([1, 2, 3, '… ще 2']);
  });
});
