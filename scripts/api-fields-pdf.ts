// `npm run api:pdf`: writes public/data/api/api_fields.pdf, the public API guide the footer
// links to, from the same field descriptions as the OpenAPI document and the /api page (the
// zod schemas' `.describe()` texts), so the PDF cannot drift from the API. DejaVu fonts carry
// Cyrillic; PDF core fonts do not. A test extracts the text and checks every field is listed.
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { fieldTypeNames, projectFieldDocs } from '../src/lib/fieldDocs';
import { luceneFields, luceneQueryExample } from '../src/rest/luceneFields';
import { restRoutes } from '../src/rest/routes';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'public', 'data', 'api', 'api_fields.pdf');
const fonts = path.join(root, 'node_modules', 'dejavu-fonts-ttf', 'ttf');

const doc = new PDFDocument({
  size: 'A4',
  margin: 50,
  lang: 'uk',
  // Fixed dates: the same sources give the same file, so git shows real changes only.
  info: {
    Title: 'API порталу проєктів МФО: поля',
    Author: 'Портал проєктів МФО',
    CreationDate: new Date('2019-01-01T00:00:00Z'),
    ModDate: new Date('2019-01-01T00:00:00Z'),
  },
});
doc.registerFont('body', path.join(fonts, 'DejaVuSans.ttf'));
doc.registerFont('bold', path.join(fonts, 'DejaVuSans-Bold.ttf'));
doc.registerFont('mono', path.join(fonts, 'DejaVuSansMono.ttf'));

const left = doc.page.margins.left;
const width = doc.page.width - left - doc.page.margins.right;
const bottom = () => doc.page.height - doc.page.margins.bottom;

function heading(text: string, size = 14) {
  if (doc.y > bottom() - 60) doc.addPage();
  doc.moveDown(0.6).font('bold').fontSize(size).text(text, left, doc.y, { width });
  doc.moveDown(0.3);
}

function paragraph(text: string) {
  doc.font('body').fontSize(10).text(text, left, doc.y, { width });
  doc.moveDown(0.3);
}

/** A table row of [font, text, width] cells; starts a new page when it would not fit. */
function row(cells: [string, string, number][], size = 9) {
  doc.fontSize(size);
  const height = Math.max(
    ...cells.map(([font, text, w]) => doc.font(font).heightOfString(text, { width: w - 6 })),
  );
  if (doc.y + height > bottom()) doc.addPage();
  const y = doc.y;
  let x = left;
  for (const [font, text, w] of cells) {
    doc.font(font).text(text, x, y, { width: w - 6 });
    x += w;
  }
  doc.y = y + height + 4;
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + width, doc.y - 2)
    .lineWidth(0.3)
    .strokeColor('#999999')
    .stroke();
}

doc.font('bold').fontSize(18).text('API порталу проєктів МФО', { width });
paragraph(
  'Відкритий API реєстру проєктів, що фінансуються міжнародними фінансовими організаціями: лише читання, без автентифікації. ' +
    'Повний опис — документ OpenAPI 3.1 за адресою /v2/api-docs і сторінка /api порталу. ' +
    'Відкриті дані: /api/xm-entities/export/?format=csv|json|xlsx, опис набору — /api/xm-entities/export/datapackage.json.',
);

heading('Адреси (endpoints)');
for (const route of restRoutes) {
  row([
    ['mono', `${route.method.toUpperCase()} ${route.path}`, width * 0.5],
    ['body', route.summary, width * 0.5],
  ]);
}

heading('Поля запису проєкту');
paragraph(
  'Запис проєкту: GET /api/xm-entities/PROJECT-{projectId} → {id, key, typeKey, name, data}.',
);
row([
  ['bold', 'Поле', width * 0.3],
  ['bold', 'Тип', width * 0.2],
  ['bold', 'Опис', width * 0.5],
]);
let section = '';
for (const field of projectFieldDocs) {
  if (field.section !== section) {
    section = field.section;
    doc.moveDown(0.3).font('bold').fontSize(10).text(section, left, doc.y, { width });
    doc.moveDown(0.2);
  }
  row([
    ['mono', field.name, width * 0.3],
    ['body', `${fieldTypeNames[field.type]}${field.nullable ? ', або null' : ''}`, width * 0.2],
    ['body', field.description, width * 0.5],
  ]);
}

heading('Поля пошукового запиту (query, синтаксис Lucene)');
paragraph(
  `Приклад: ${luceneQueryExample}. Підтримано AND, OR, дужки, фрази в лапках, діапазони [a TO b] (* — без межі); ` +
    'NOT, ~, ^, регулярні вирази й шаблони всередині слова повертають помилку 400.',
);
for (const field of luceneFields) {
  row([
    ['mono', field.field, width * 0.3],
    ['body', `${field.description}. Приклад: ${field.example}`, width * 0.7],
  ]);
}

fs.mkdirSync(path.dirname(out), { recursive: true });
const stream = fs.createWriteStream(out);
doc.pipe(stream);
doc.end();
stream.on('finish', () => console.log(`api:pdf ${path.relative(root, out)}`));
