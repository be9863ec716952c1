import { byName } from './names';

// Table 2.2 of MAPPING.md: the creditors (IFIs) as IATI organisations — ref, OrganisationType and
// English name — from ../shared/spec/iati/ifi-organisations.csv, which also says how each ref was
// verified (tests/unit/iatiTables.test.ts keeps this table equal to it). A creditor matches a row
// by its short or full name against the row's names and aliases; an unmatched creditor is
// published by its Ukrainian name alone.

export interface IfiOrganisation {
  shortName: string;
  nameUk: string;
  aliases: readonly string[];
  /** The IATI organisation identifier; absent when none could be verified or derived. */
  ref?: string;
  /** OrganisationType code; absent when none fits (the EU). */
  type?: string;
  nameEn: string;
}

export const ifiOrganisations: readonly IfiOrganisation[] = [
  {
    shortName: 'МБРР',
    nameUk: 'Міжнародний банк реконструкції та розвитку',
    aliases: ['Світовий банк', 'IBRD', 'World Bank', 'МАР', 'IDA'],
    // World Bank Group (CRSChannelCode 44000), the form the Bank reports under (open question
    // Q3: 44001 would be IBRD alone).
    ref: '44000',
    type: '40',
    nameEn: 'World Bank (International Bank for Reconstruction and Development)',
  },
  {
    shortName: 'ЄБРР',
    nameUk: 'Європейський банк реконструкції та розвитку',
    aliases: ['EBRD'],
    ref: 'XI-IATI-EBRD',
    type: '40',
    nameEn: 'European Bank for Reconstruction and Development',
  },
  {
    shortName: 'ЄІБ',
    nameUk: 'Європейський інвестиційний банк',
    aliases: ['EIB'],
    ref: 'XM-DAC-918-3',
    type: '40',
    nameEn: 'European Investment Bank',
  },
  {
    shortName: 'KfW',
    nameUk: 'Кредитна установа для відбудови',
    aliases: ['KfW', 'Kreditanstalt für Wiederaufbau'],
    ref: 'XM-DAC-5-2',
    type: '15',
    nameEn: 'KfW Development Bank',
  },
  {
    shortName: 'БРРЄ',
    nameUk: 'Банк розвитку Ради Європи',
    aliases: ['CEB', 'Council of Europe Development Bank'],
    ref: 'XM-DAC-46024',
    type: '40',
    nameEn: 'Council of Europe Development Bank',
  },
  {
    shortName: 'JICA',
    nameUk: 'Японське агентство міжнародного співробітництва',
    aliases: ['JICA', 'Japan International Cooperation Agency'],
    ref: 'XM-DAC-701-8',
    type: '10',
    nameEn: 'Japan International Cooperation Agency',
  },
  {
    shortName: 'МФК',
    nameUk: 'Міжнародна фінансова корпорація',
    aliases: ['IFC', 'International Finance Corporation'],
    ref: 'XM-DAC-44004',
    type: '40',
    nameEn: 'International Finance Corporation',
  },
  {
    shortName: 'НЕФКО',
    nameUk: 'Північна екологічна фінансова корпорація',
    aliases: ['NEFCO'],
    type: '40',
    nameEn: 'Nordic Environment Finance Corporation',
  },
  {
    shortName: 'ЄС',
    nameUk: 'Європейський Союз',
    aliases: ['EU', 'European Union', 'Європейська комісія'],
    nameEn: 'European Union',
  },
  {
    shortName: 'Канада',
    nameUk: 'Уряд Канади',
    aliases: ['Canada'],
    type: '10',
    nameEn: 'Government of Canada',
  },
  {
    shortName: 'AFD',
    nameUk: 'Французьке агентство розвитку',
    aliases: ['AFD', 'Agence Française de Développement'],
    type: '15',
    nameEn: 'Agence Française de Développement',
  },
];

const organisationNamed = byName(
  ifiOrganisations.flatMap((org) =>
    [org.shortName, org.nameUk, ...org.aliases].map((name) => [name, org] as const),
  ),
);

/** The organisation a creditor is, by its short or full name; undefined when none matches. */
export function ifiOrganisationOf(creditor: {
  name: string;
  shortName: string;
}): IfiOrganisation | undefined {
  return organisationNamed(creditor.shortName) ?? organisationNamed(creditor.name);
}
