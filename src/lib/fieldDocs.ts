import { z } from 'zod';
import { partShape, recordPartTitles, type RecordPart } from './projectFieldCatalogue';

// The project record's fields as developers see them (name, section, type, Ukrainian
// description), read from the field catalogue's zod types and descriptions: the /api page, the
// OpenAPI document, the open-data package and api_fields.pdf all list these.

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'date';

export interface FieldDoc {
  name: string;
  section: string;
  type: FieldType;
  nullable: boolean;
  description: string;
}

type JsonSchema = { type?: string; format?: string; anyOf?: JsonSchema[]; description?: string };

function fieldType(schema: JsonSchema): { type: FieldType; nullable: boolean } {
  const variants = schema.anyOf ?? [schema];
  const value = variants.find((v) => v.type !== 'null') ?? {};
  const nullable = variants.some((v) => v.type === 'null');
  const type =
    value.format === 'date'
      ? 'date'
      : value.type === 'integer' || value.type === 'number' || value.type === 'boolean'
        ? value.type
        : 'string';
  return { type, nullable };
}

export const fieldTypeNames: Record<FieldType, string> = {
  string: 'рядок',
  integer: 'ціле число',
  number: 'число',
  boolean: 'так/ні',
  date: 'дата РРРР-ММ-ДД',
};

const parts: RecordPart[] = ['list', 'main', 'preparation', 'finance', 'service'];

function describeFields(part: RecordPart): FieldDoc[] {
  const json = z.toJSONSchema(z.object(partShape(part))) as {
    properties: Record<string, JsonSchema>;
  };
  return Object.entries(json.properties).map(([name, property]) => ({
    name,
    section: recordPartTitles[part],
    ...fieldType(property),
    description: property.description ?? '',
  }));
}

/** Every field of a full project record, in the order of the project page's sections. */
export const projectFieldDocs: readonly FieldDoc[] = parts.flatMap(describeFields);

/** The fields of one list row: the columns of the open-data export. */
export const listFieldDocs: readonly FieldDoc[] = projectFieldDocs.filter(
  (f) => f.section === recordPartTitles.list,
);
