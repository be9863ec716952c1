import { describe, expect, it } from 'vitest';
import { lemmatiser } from '../../src/registry/search/lexicon';
import { excerpt, markedParts, plainText } from '../../src/text/highlight';
import { searchTerms } from '../../src/text/searchTerms';

// The runs of a search result's title and excerpt: the query's words, in any form and as
// written (apostrophes, case, stress marks), are marked; nothing else is.

const lex = () => lemmatiser();
const marks = (text: string, q: string) =>
  markedParts(text, searchTerms(q, lex()), lex())
    .filter((p) => p.marked)
    .map((p) => p.text);

describe('search highlight', () => {
  it('marks every form of the word as written, and nothing else', () => {
    expect(marks('Ремонт шкіл і школи № 5 у Харкові; шкільне харчування', 'школа')).toEqual([
      'шкіл',
      'школи',
    ]);
    expect(marks('Міст через Дніпро та ремонт мостів', 'мосту')).toEqual(['Міст', 'мостів']);
    expect(marks('Об’єкти охорони здоровʼя', "об'єкт здоров'я")).toEqual(['Об’єкти', 'здоровʼя']);
  });

  it('marks an unknown word by prefix', () => {
    expect(marks('Позика IBRD-8404 і IBRD/2026', 'IBRD')).toEqual(['IBRD', 'IBRD']);
  });

  it('keeps the text whole: the runs join back into it', () => {
    const text = 'Будівництво мосту через Дніпро (Київ), 2026 р.';
    expect(
      markedParts(text, searchTerms('мости Київ', lex()), lex())
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });

  it('cuts a long text around the first word found, at spaces, with ellipses', () => {
    const text = `${'Вступ до теми. '.repeat(40)}Тут ремонт лікарні в області. ${'Кінець тексту. '.repeat(40)}`;
    const parts = excerpt(text, searchTerms('лікарня', lex()), lex(), 120);
    const joined = parts.map((p) => p.text).join('');
    expect(joined.startsWith('… ')).toBe(true);
    expect(joined.endsWith(' …')).toBe(true);
    expect(joined.length).toBeLessThanOrEqual(130);
    expect(parts.filter((p) => p.marked).map((p) => p.text)).toEqual(['лікарні']);
  });

  it('reads registry HTML as one line of text', () => {
    expect(plainText('<p>Кредит&nbsp;МФО &amp; грант</p>\n<ul><li>а</li></ul>')).toBe(
      'Кредит МФО & грант а',
    );
  });
});
