import { CURRENCY_THOUSAND_UAH } from '../../lib/format';

/**
 * The head of a table of projects by some grouping (state, region): the group, then the count and
 * the amount in thousands, right-aligned by the caller's class. A plain function, so that the
 * build adds no stylesheet wrapper of its own.
 */
export function countAmountHead(group: string, numberClass: string) {
  return (
    <thead>
      <tr>
        <th scope="col">{group}</th>
        <th scope="col" className={numberClass}>
          Проєктів
        </th>
        <th scope="col" className={numberClass}>
          Вартість, {CURRENCY_THOUSAND_UAH}
        </th>
      </tr>
    </thead>
  );
}
