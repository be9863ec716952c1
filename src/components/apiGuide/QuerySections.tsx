import { luceneQueryExample } from '../../rest/luceneFields';
import { ProjectFieldTable, QueryFieldTable } from './FieldTables';

// The search query's syntax and the fields of a project record.

export function QuerySection() {
  return (
    <>
      <h2 id="api-query">Пошуковий запит query</h2>
      <p>
        Пошук <code>/api/_search/xm-entities</code> і вивантаження приймають параметр{' '}
        <code>query</code> у синтаксисі Lucene, як сервіс реєстру, наприклад{' '}
        <code>{luceneQueryExample}</code>. Можна: <code>AND</code>, <code>OR</code>, дужки, фрази в
        лапках, <code>поле:значення</code>, діапазони <code>[a TO b]</code> (<code>*</code> — без
        межі); поєднуючи AND і OR, ставте дужки. Не можна (відповідь 400 з поясненням):{' '}
        <code>NOT</code> і <code>-</code>, <code>~</code>, <code>^</code>, регулярні вирази, шаблони
        всередині слова, діапазони <code>{'{a TO b}'}</code>. Текст шукається за початками слів, як
        у формі пошуку на порталі: результати ті самі.
      </p>
      <QueryFieldTable />
    </>
  );
}

export function FieldsSection() {
  return (
    <>
      <h2 id="api-fields">Поля запису проєкту</h2>
      <p>
        Запис <code>GET /api/xm-entities/PROJECT-&#123;projectId&#125;</code> має всі поля; пошук і
        вивантаження — поля рядка списку. Дати — у форматі РРРР-ММ-ДД, суми — у гривнях.
      </p>
      <ProjectFieldTable />
    </>
  );
}
