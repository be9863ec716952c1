import type { Registry } from '../../registry/database/db';
import { exampleKey, exampleRuns } from '../../rest/exampleRuns';
import { openApiDocument } from '../../rest/openapi';
import * as s from './ApiGuide.css';
import { ClientSection } from './ClientSection';
import { EndpointSection, type OpenApiOperation } from './EndpointSection';
import { DocsSection, GuideContents } from './GuideIntro';
import { IatiSection, OpenDataSection } from './OpenDataSections';
import { FieldsSection, QuerySection } from './QuerySections';
import { trimmedJson } from './trimJson';

// The /api guide, server-rendered from the OpenAPI document, so the page lists exactly what the
// API answers. Sections: purpose, endpoints, the search query, record fields, typed RPC, open data.

interface Doc {
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation & { tags: string[] }>>;
}

export async function ApiGuide({ db, origin }: { db: Registry; origin: string }) {
  const doc = openApiDocument() as unknown as Doc;
  const runs = await exampleRuns(db, origin, trimmedJson);
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  return (
    <div className={s.guide}>
      <h1>API порталу: дані реєстру для розробників і журналістів</h1>
      <p className={s.lead}>
        Усі дані порталу — проєкти, довідники, статистика, новини, глосарій, нормативна база —
        доступні програмам: без реєстрації й ключів, лише читання. Для будь-якої мови — REST з JSON
        (шляхи сумісні з сервісом реєстру); для TypeScript — типізований RPC; для аналізу в таблицях
        — відкриті дані CSV, JSON і Excel.
      </p>
      <GuideContents />
      <DocsSection />
      <h2 id="api-endpoints">Адреси API</h2>
      {operations.map(({ path, method, operation }) => (
        <EndpointSection
          key={`${method} ${path}`}
          method={method}
          path={path}
          operation={operation}
          run={runs.get(exampleKey(method, path))}
          origin={origin}
        />
      ))}
      <QuerySection />
      <FieldsSection />
      <ClientSection origin={origin} />
      <OpenDataSection origin={origin} />
      <IatiSection origin={origin} />
    </div>
  );
}
