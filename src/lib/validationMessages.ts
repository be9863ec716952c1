// The validation message dictionary of spec §5, in Ukrainian (shown) and English.
// `{n}`, `{field}`, `{other}`, `{min}`, `{max}`, `{format}` are filled by `validationMessage`.

export type Locale = 'ua' | 'en';

export const validationDictionary = {
  ua: {
    required: "Це поле обов'язкове",
    min: 'не менше {n} символів',
    max: 'до {n} символів',
    min_value: '{n} або більше',
    max_value: '{n} або менше',
    numeric: 'тільки цифри',
    regex: 'невірний формат',
    email: 'невірна адреса електронної пошти',
    url: 'невірна адреса посилання',
    date_format: 'дата має бути у форматі {format}',
    after: 'дата має бути пізніше за {other}',
    before: 'дата має бути раніше за {other}',
    between: 'значення має бути від {min} до {max}',
    digits: 'має бути {n} цифр',
    decimal: 'тільки число',
    confirmed: 'значення не збігаються',
    size: 'розмір до {n} КБ',
    default: 'Значення поля {field} невірне.',
  },
  en: {
    required: 'The field is required',
    min: 'at least {n} characters',
    max: 'Max. {n} characters.',
    min_value: '{n} or more',
    max_value: '{n} or less',
    numeric: 'Only numbers',
    regex: 'Format is invalid',
    email: 'The email is not valid',
    url: 'The URL is not valid',
    date_format: 'The date must be in the format {format}',
    after: 'The date must be after {other}',
    before: 'The date must be before {other}',
    between: 'The value must be between {min} and {max}',
    digits: 'The value must be {n} digits',
    decimal: 'Only decimal numbers',
    confirmed: 'The values do not match',
    size: 'The size must be under {n} KB',
    default: 'The {field} value is not valid.',
  },
} as const;

export type ValidationRule = keyof (typeof validationDictionary)['ua'];

export function isValidationRule(rule: string): rule is ValidationRule {
  return Object.hasOwn(validationDictionary.ua, rule);
}

/**
 * The message of a rule with its parameters filled in. A rule without a message of its own (any
 * string the dictionary does not know) gets the spec's default, 'The {field} value is not valid.'
 */
export function validationMessage(
  rule: ValidationRule | (string & {}),
  params: Record<string, string | number> = {},
  locale: Locale = 'ua',
): string {
  const template: string = validationDictionary[locale][isValidationRule(rule) ? rule : 'default'];
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
