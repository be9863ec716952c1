import type { Grouping } from '../../lib/statisticsQuery';

// Ukrainian wording of each grouping: section heading, the first table column, and the CSV
// file name (Latin, so every browser and OS saves it unchanged).
export const groupingText: Record<
  Grouping,
  { title: string; column: string; file: string; chartNote: string }
> = {
  field: {
    title: 'За галузями',
    column: 'Галузь',
    file: 'statystyka-haluzi',
    chartNote: 'Загальна вартість проєктів за галузями',
  },
  executor: {
    title: 'За відповідальними виконавцями',
    column: 'Відповідальний виконавець',
    file: 'statystyka-vykonavtsi',
    chartNote: 'Загальна вартість проєктів за відповідальними виконавцями',
  },
  creditor: {
    title: 'За кредиторами (МФО)',
    column: 'Кредитор',
    file: 'statystyka-kredytory',
    chartNote: 'Загальна вартість проєктів за кредиторами',
  },
  period: {
    title: 'За роками підписання угод',
    column: 'Рік підписання',
    file: 'statystyka-roky',
    chartNote: 'Загальна вартість проєктів за роком підписання угоди',
  },
};

export const amountColumns = {
  count: 'Кількість проєктів',
  amount: 'Загальна вартість, грн',
  creditAmount: 'Сума кредитів, грн',
  usedAmount: 'Використано коштів, грн',
} as const;
