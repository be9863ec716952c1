import { formatAmount, THOUSANDS_SEPARATOR } from '../../lib/format';
import type { ProjectRecord } from '../../registry/projects/projectRecords';
import { codes } from './constants';
import { positiveCents } from './money';
import { narrative } from './narrative';
import { cleanText } from './values';
import { element, type XmlNode } from './xmlTree';

// The activity's title and descriptions (MAPPING.md §3 rows 3–4), in Ukrainian: the registry has
// no English text. Description types in order 1–4, each at most once; the general one (1) is
// always there, from the project's structure and parameters or, lacking both, a sentence built
// from its creditor, field and state (the XSD needs one description, rule 4.4.1 a non-empty one).

type Project = ProjectRecord['project'];

export const title = (text: string): XmlNode => element('title', {}, [narrative(text)]);

const description = (type: string, text: string | undefined) =>
  text === undefined ? undefined : element('description', { type }, [narrative(text)]);

const joined = (parts: (string | undefined)[], separator: string) => {
  const present = parts.filter((part): part is string => part !== undefined);
  return present.length ? present.join(separator) : undefined;
};

const labelled = (label: string, value: string | null | undefined) => {
  const text = cleanText(value);
  return text === undefined ? undefined : `${label}: ${text}`;
};

// IATI text is data for other systems: its numbers keep plain spaces (the pages' no-break
// spaces only matter where a line may wrap).
const plainSpaces = (text: string | null) => text?.replaceAll(THOUSANDS_SEPARATOR, ' ');

/** `сума проєкту — 1 234.56 грн.; …`: the non-zero amounts only. */
function financing(project: Project): string | undefined {
  const parts = (
    [
      ['сума проєкту', project.projectSum],
      ['кредит (позика)', project.creditSum],
      ['грант', project.grantSum],
      ['співфінансування з боку України', project.ukrCofinSum],
    ] as const
  ).flatMap(([label, value]) =>
    positiveCents(value) === undefined ? [] : [`${label} — ${plainSpaces(formatAmount(value))}`],
  );
  return parts.length ? `Фінансування: ${parts.join('; ')}` : undefined;
}

function general(project: Project): string {
  const known = joined(
    [cleanText(project.projectStructure), cleanText(project.projectParams)],
    '\n\n',
  );
  return (
    known ??
    `Проєкт, що фінансується міжнародною фінансовою організацією. Кредитор: ${project.creditorName}. ` +
      `Галузь: ${project.projectFieldName}. Стан: ${project.projectStateName}.`
  );
}

export function descriptions(project: Project): (XmlNode | undefined)[] {
  const { general: generalType, objectives, targetGroups, other } = codes.DescriptionType;
  return [
    description(generalType, general(project)),
    description(objectives, cleanText(project.projectPurpose)),
    description(targetGroups, labelled('Бенефіціар', project.beneficiar)),
    description(
      other,
      joined(
        [
          labelled('Ініціатор проєкту', project.initiator),
          financing(project),
          labelled('Фінансові умови', project.finConditions),
          labelled('Примітки', project.notes),
        ],
        '\n',
      ),
    ),
  ];
}
