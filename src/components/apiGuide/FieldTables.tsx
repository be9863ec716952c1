import { fieldTypeNames, projectFieldDocs } from '../../lib/fieldDocs';
import { luceneFields } from '../../rest/luceneFields';
import * as s from './ApiGuide.css';

/** The project record's fields by section, with type and Ukrainian description. */
export function ProjectFieldTable() {
  const sections = [...new Set(projectFieldDocs.map((f) => f.section))];
  return (
    <>
      {sections.map((section) => (
        <table className={s.table} key={section}>
          <caption>{section}</caption>
          <thead>
            <tr>
              <th scope="col">Поле</th>
              <th scope="col">Тип</th>
              <th scope="col">Опис</th>
            </tr>
          </thead>
          <tbody>
            {projectFieldDocs
              .filter((f) => f.section === section)
              .map((f) => (
                <tr key={f.name}>
                  <td>
                    <code>{f.name}</code>
                  </td>
                  <td>
                    {fieldTypeNames[f.type]}
                    {f.nullable ? ' або null' : ''}
                  </td>
                  <td>{f.description}</td>
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </>
  );
}

/** The fields a Lucene `query` may name and the registry filter each sets. */
export function QueryFieldTable() {
  return (
    <table className={s.table}>
      <caption>Поля параметра query</caption>
      <thead>
        <tr>
          <th scope="col">Поле</th>
          <th scope="col">Що означає</th>
          <th scope="col">Приклад</th>
        </tr>
      </thead>
      <tbody>
        {luceneFields.map((f) => (
          <tr key={f.field}>
            <td>
              <code>{f.field}</code>
            </td>
            <td>{f.description}</td>
            <td>
              <code>{f.example}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
