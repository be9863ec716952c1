import { OPENAPI_PATH } from '../../rest/openapi';
import * as s from './ApiGuide.css';

// The guide's opening: its contents, and where the machine-readable descriptions are.

export const API_PDF_PATH = '/data/api/api_fields.pdf';

export function GuideContents() {
  return (
    <>
      <nav aria-labelledby="api-contents">
        <h2 id="api-contents">Зміст</h2>
        <ul className={s.toc}>
          <li>
            <a href="#api-docs">Документація OpenAPI та PDF</a>
          </li>
          <li>
            <a href="#api-endpoints">Адреси API</a>
          </li>
          <li>
            <a href="#api-query">Пошуковий запит query</a>
          </li>
          <li>
            <a href="#api-fields">Поля запису проєкту</a>
          </li>
          <li>
            <a href="#api-rpc">Типізований клієнт для TypeScript</a>
          </li>
          <li>
            <a href="#open-data">Відкриті дані</a>
          </li>
          <li>
            <a href="#iati">Дані у стандарті IATI</a>
          </li>
        </ul>
      </nav>
    </>
  );
}

export function DocsSection() {
  return (
    <>
      <h2 id="api-docs">Документація OpenAPI та PDF</h2>
      <ul>
        <li>
          <a href={OPENAPI_PATH}>Документ OpenAPI 3.1</a> (<code>{OPENAPI_PATH}</code>) — для
          генераторів клієнтів, Postman, Swagger UI.
        </li>
        <li>
          <a href={API_PDF_PATH}>Опис полів API (PDF)</a>.
        </li>
        <li>
          Помилки мають вигляд <code>{'{"error": "код", "message": "пояснення"}'}</code> зі статусом
          400 (невірний параметр чи запит), 404 (немає запису), 405 чи 415.
        </li>
        <li>
          GET-відповіді дозволено читати з будь-якого сайту (
          <code>Access-Control-Allow-Origin: *</code>).
        </li>
      </ul>
    </>
  );
}
