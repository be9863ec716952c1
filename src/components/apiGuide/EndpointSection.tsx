import * as s from './ApiGuide.css';
import type { ExampleRun } from '../../rest/exampleRuns';

// One endpoint of the OpenAPI document: what it does, its parameters, a curl request and the
// real (trimmed) response.

export interface OpenApiParameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: { type?: string; enum?: unknown[]; default?: unknown; const?: unknown };
}

export interface OpenApiOperation {
  summary: string;
  description?: string;
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content: { 'application/json': { schema: { properties?: object } } } };
}

const whereNames: Record<string, string> = { path: 'шлях', query: 'запит' };

function typeOf(schema: OpenApiParameter['schema']): string {
  if (schema.enum) return schema.enum.join(' | ');
  if (schema.const !== undefined) return String(schema.const);
  const type =
    schema.type === 'integer' ? 'ціле число' : schema.type === 'number' ? 'число' : 'рядок';
  return schema.default !== undefined ? `${type}, типово ${String(schema.default)}` : type;
}

const plain = /^[\w.,:-]*$/;

/** A copyable curl line; queries with spaces or Cyrillic stay readable through --data-urlencode. */
export function curlCommand(origin: string, run: Pick<ExampleRun, 'method' | 'request'>): string {
  const url = `${origin}${run.request.path}`;
  if (run.method === 'get') {
    const parsed = new URL(url);
    const params = [...parsed.searchParams];
    if (params.every(([, v]) => plain.test(v))) return `curl -s '${url}'`;
    const data = params.map(
      ([k, v]) => ` \\\n  --data-urlencode '${k}=${v.replace(/'/g, "'\\''")}'`,
    );
    return `curl -s -G '${parsed.origin}${parsed.pathname}'${data.join('')}`;
  }
  return `curl -s -X POST -H 'Content-Type: application/json' -d '${JSON.stringify(run.request.body ?? {})}' '${url}'`;
}

export function EndpointSection(props: {
  method: string;
  path: string;
  operation: OpenApiOperation;
  run: ExampleRun | undefined;
  origin: string;
}) {
  const { method, path, operation, run, origin } = props;
  const id = operation.operationId;
  const parameters = operation.parameters ?? [];
  const bodyFields = Object.keys(
    operation.requestBody?.content['application/json'].schema.properties ?? {},
  );
  return (
    <section className={s.endpoint} aria-labelledby={id}>
      <h3 id={id}>
        <span className={s.method}>{method.toUpperCase()}</span>{' '}
        <span className={s.path}>{path}</span>
      </h3>
      <p>
        <strong>{operation.summary}.</strong> {operation.description}
      </p>
      {parameters.length > 0 && (
        <table className={s.table}>
          <caption>Параметри</caption>
          <thead>
            <tr>
              <th scope="col">Назва</th>
              <th scope="col">Де</th>
              <th scope="col">Тип</th>
              <th scope="col">Опис</th>
            </tr>
          </thead>
          <tbody>
            {parameters.map((p) => (
              <tr key={`${p.in}-${p.name}`}>
                <td>
                  <code>{p.name}</code>
                  {p.required ? ' (обов’язковий)' : ''}
                </td>
                <td>{whereNames[p.in] ?? p.in}</td>
                <td>{typeOf(p.schema)}</td>
                <td>{p.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {bodyFields.length > 0 && (
        <p>
          Тіло запиту (JSON, необов’язкове):{' '}
          {bodyFields.map((f, i) => (
            <span key={f}>
              {i > 0 && ', '}
              <code>{f}</code>
            </span>
          ))}
        </p>
      )}
      {run ? (
        <>
          <p>Приклад запиту:</p>
          <pre className={s.code}>
            <code>{curlCommand(origin, run)}</code>
          </pre>
          <p>
            Відповідь (справжня, скорочена): статус {run.status}
            {run.headers.length > 0 && ', заголовки:'}
          </p>
          {run.headers.length > 0 && (
            <pre className={s.code}>
              <code>
                {run.headers
                  .map(([k, v]) => `${k}: ${k === 'link' ? v.replace(/, </g, ',\n  <') : v}`)
                  .join('\n')}
              </code>
            </pre>
          )}
          <pre className={s.code}>
            <code>{run.body}</code>
          </pre>
        </>
      ) : null}
    </section>
  );
}
