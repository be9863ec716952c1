import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectFieldDocs } from '../../src/lib/fieldDocs';
import { luceneFields } from '../../src/rest/luceneFields';

// The footer's "public API guide" is a committed PDF; this keeps it in step with the schemas
// (regenerate with `npm run api:pdf`).
const pdf = path.resolve('public/data/api/api_fields.pdf');
const text = () => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });

describe('public/data/api/api_fields.pdf', () => {
  it('lists every project field with its Ukrainian description, in readable Cyrillic', () => {
    const content = text();
    for (const field of projectFieldDocs) {
      expect(content, `${field.name} (run npm run api:pdf)`).toContain(field.name);
    }
    expect(content).toContain('Лист-погодження відповідального виконавця');
    expect(content).toContain('Поля запису проєкту');
  });

  it('lists every field of the search query', () => {
    const content = text();
    for (const field of luceneFields) expect(content, field.field).toContain(field.field);
  });
});
