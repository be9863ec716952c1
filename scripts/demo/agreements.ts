import { dotted, yearOf } from './dates';
import type { Random } from './random';
import { CREDITOR, type CreditorInfo } from './referenceLists';

// Texts of the finance section: agreement number and title, link to the text on the
// Verkhovna Rada portal, the structure (components) and the lending terms.

const ENTERPRISE_PREFIX = /^(НЕК|АТ|ПрАТ|КП|МКП|ЛМКП|ДКП|ОКП|ОКВП|ТОВ|ДП)\s/;

/** 'Проєкт «X» (етап II)' → 'X (етап II)': agreements quote the bare project title. */
export function bareName(projectName: string): string {
  const match = /^Проєкт «(.*)»(.*)$/.exec(projectName);
  return match ? `${match[1]}${match[2]}` : projectName;
}

export function agreementNumber(rnd: Random, creditor: CreditorInfo, signing: string): string {
  const year = yearOf(signing);
  const on = `від ${dotted(signing)}`;
  switch (creditor.id) {
    case CREDITOR.ibrd:
      return `№ ${rnd.int(7000, 9799)}-UA ${on}`;
    case CREDITOR.ebrd:
      return `№ ${rnd.int(38000, 55999)} ${on}`;
    case CREDITOR.eib:
      return `FI № ${rnd.int(80, 99)}.${rnd.int(100, 999)} ${on}`;
    case CREDITOR.kfw:
      return `№ ${year}.${rnd.int(60, 70)}.${rnd.int(100, 999)} ${on}`;
    case CREDITOR.ceb:
      return `№ LD ${rnd.int(1800, 2300)} (${year}) ${on}`;
    case CREDITOR.jica:
      return `№ UKR-P${rnd.int(1, 30)} ${on}`;
    case CREDITOR.nefco:
      return `№ ${rnd.int(100, 999)}/${year} ${on}`;
    case CREDITOR.ifc:
      return `№ ${rnd.int(40000, 49999)} ${on}`;
    case CREDITOR.eu:
      return `№ MFA-${year}-${rnd.int(1, 9)} ${on}`;
    case CREDITOR.canada:
      return `№ ${rnd.int(1, 30)}-CAN ${on}`;
    case CREDITOR.afd:
      return `№ CUA ${rnd.int(1000, 1099)} 01 ${on}`;
  }
}

/** Loans to state companies and utilities are signed by them and guaranteed by Ukraine. */
export function agreementTitle(
  creditor: CreditorInfo,
  projectName: string,
  beneficiar: string,
): string {
  const borrower = ENTERPRISE_PREFIX.test(beneficiar) ? beneficiar : 'Україною';
  return `${creditor.agreement} (Проєкт «${bareName(projectName)}») між ${borrower} та ${creditor.instrumental}`;
}

export function agreementLink(rnd: Random, creditor: CreditorInfo): string {
  const prefix = 980 + (creditor.id % 17);
  return `https://zakon.rada.gov.ua/laws/show/${prefix}_${String(rnd.int(1, 999)).padStart(3, '0')}`;
}

export function projectStructure(rnd: Random, components: readonly string[]): string {
  const [first, second] = rnd.shuffle(components);
  return [first, second, 'Управління проєктом, моніторинг та оцінка']
    .filter((c): c is string => Boolean(c))
    .map((c, i) => `Компонент ${i + 1}: ${c}.`)
    .join(' ');
}

const comma = (value: number): string => value.toFixed(2).replace('.', ',');

/** '1 рік', '3 роки', '12 років': Ukrainian numerals govern the noun's form. */
export function years(n: number): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return `${n} років`;
  if (units === 1) return `${n} рік`;
  if (units >= 2 && units <= 4) return `${n} роки`;
  return `${n} років`;
}

export interface LoanTerms {
  /** Years from effectiveness to final repayment. */
  term: number;
  /** Years of the term with interest only. */
  grace: number;
}

export function loanTerms(rnd: Random): LoanTerms {
  const term = rnd.int(10, 35);
  return { term, grace: rnd.int(3, Math.min(10, term - 5)) };
}

export function financialConditions(
  rnd: Random,
  creditor: CreditorInfo,
  signing: string,
  { term, grace }: LoanTerms,
): string {
  const period = `Строк позики — ${years(term)}, у тому числі пільговий період — ${years(grace)}.`;
  const fee = `Комісія за зобов'язання — ${comma(rnd.pick([0.25, 0.5, 0.75]))}% річних від невибраної суми позики.`;
  if (creditor.id === CREDITOR.jica) {
    return `${period} Фіксована процентна ставка — ${comma(rnd.pick([0.1, 0.2, 0.3]))}% річних. ${fee}`;
  }
  if (creditor.rateBase === null) {
    return `${period} Процентна ставка — ${comma(rnd.between(0.5, 2.5))}% річних, визначена на рівні вартості запозичень кредитора. Комісія за зобов'язання не стягується.`;
  }
  // LIBOR was retired in 2023; the World Bank group switched new loans to SOFR from 2022.
  const base =
    creditor.rateBase === 'SOFR'
      ? yearOf(signing) >= 2022
        ? 'SOFR'
        : '6-місячна ставка LIBOR'
      : '6-місячна ставка EURIBOR';
  return `${period} Процентна ставка — ${base} + ${comma(rnd.between(0.4, 1.9))}% річних. ${fee}`;
}

export function governmentOrder(rnd: Random, date: string): string {
  return `Розпорядження КМУ від ${dotted(date)} № ${rnd.int(100, 1350)}-р`;
}
