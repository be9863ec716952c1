import { z } from 'zod';
import { MAX_PAGE, sortFields } from '../lib/projectQuery';
import { PROJECT_PAGE_SIZE } from '../lib/limits';
import { MAX_QUERY_LENGTH } from './luceneQuery';

// Query parameters of the REST face, with the Ukrainian descriptions the OpenAPI document shows.

export const MAX_PAGE_SIZE = 100;

const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: 'має бути цілим числом' })
    .int({ error: 'має бути цілим числом' })
    .min(min, { error: `має бути не менше ${min}` })
    .max(max, { error: `має бути не більше ${max}` });

export const pageParam = whole(0, MAX_PAGE).default(0).describe('Номер сторінки, починаючи з 0');

export const sizeParam = (defaultSize = PROJECT_PAGE_SIZE, max = MAX_PAGE_SIZE) =>
  whole(1, max).default(defaultSize).describe(`Розмір сторінки, від 1 до ${max}`);

export const luceneQueryParam = z
  .string()
  .max(MAX_QUERY_LENGTH)
  .optional()
  .describe(
    'Умови пошуку в синтаксисі Lucene: typeKey:PROJECT і умови полів, з’єднані AND/OR, дужки, фрази в лапках, діапазони [a TO b]',
  );

const sortValues = sortFields.flatMap((f) => [`${f},asc`, `${f},desc`]);

/** `field,direction`; the registry's `data.` prefix is accepted too. */
export const projectSortParam = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const normalised = value.replace(/^data\./, '').replace(/,(ASC|DESC)$/, (m) => m.toLowerCase());
    const withDirection = normalised.includes(',') ? normalised : `${normalised},asc`;
    if (!sortValues.includes(withDirection)) {
      ctx.addIssue({
        code: 'custom',
        message: `невідоме сортування; можливі: ${sortValues.join(', ')}`,
      });
      return z.NEVER;
    }
    const [field, direction] = withDirection.split(',') as [
      (typeof sortFields)[number],
      'asc' | 'desc',
    ];
    return { field, direction };
  })
  .describe(
    `Сортування «поле,напрям» (напрям asc або desc), за замовчуванням creditDateBegin,desc. Поля: ${sortFields.join(', ')}`,
  );
