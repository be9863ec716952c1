import type { FilterName } from '../../lib/projectQuery';

// Ukrainian labels of the registry filters (spec §3): the form, the error summary and the
// exports' "filters" line use the same words.
export const filterLabels: Record<FilterName, string> = {
  year: 'Рік підписання',
  quarter: 'Квартал',
  monthFrom: 'Місяць з',
  monthTo: 'Місяць по',
  projectName: 'Пошук за назвою, метою, бенефіціаром',
  beneficiary: 'Бенефіціар',
  mfo: 'Кредитор (МФО)',
  amountFrom: 'Сума від, грн.',
  amountTo: 'Сума до, грн.',
  signDate: 'Дата підписання угоди',
  validityDate: 'Дата набрання чинності',
  executor: 'Відповідальний виконавець',
  projectState: 'Стан проєкту',
  projectIndustry: 'Галузь',
};

export const filterInputId = (name: string) => `filter-${name}`;
export const filterErrorId = (name: string) => `filter-${name}-error`;
