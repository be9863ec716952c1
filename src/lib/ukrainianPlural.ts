/**
 * The form of a Ukrainian word after the number `n`: [one, few, many], as in 1 проєкт, 2 проєкти,
 * 5 проєктів (11–14 take the "many" form).
 */
export function pluralUk(n: number, forms: readonly [string, string, string]): string {
  const last = Math.abs(n) % 10;
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

export const PROJECT_FORMS = ['проєкт', 'проєкти', 'проєктів'] as const;
