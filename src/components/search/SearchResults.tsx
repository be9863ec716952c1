import { paths, projectPath } from '../../lib/routes';
import { projectQueryString } from '../../lib/projectQuery';
import { pluralUk, PROJECT_FORMS } from '../../lib/ukrainianPlural';
import type { PortalGroup, PortalSearchResult } from '../../registry/search/portalSearch';
import type { PortalKind } from '../../registry/search/portalTexts';
import { Marked } from './Marked';
import { NothingFound, type Suggestion } from './NothingFound';
import * as css from './Search.css';

const groupTitles: Record<PortalKind | 'projects', string> = {
  projects: 'Проєкти',
  glossary: 'Терміни глосарію',
  faq: 'Роз’яснення',
  news: 'Новини',
  documents: 'Нормативні документи',
};

const RESULT_FORMS = ['результат', 'результати', 'результатів'] as const;

/** «Знайдено 12 результатів», the sentence the screen reader hears first. */
export function resultSummary(total: number): string {
  return `Знайдено ${total} ${pluralUk(total, RESULT_FORMS)}`;
}

const groupId = (kind: string) => `search-${kind}`;

function TextGroup({ group }: { group: PortalGroup }) {
  const id = groupId(group.kind);
  return (
    <section aria-labelledby={id} className={css.group}>
      <h2 id={id} className={css.groupHeading}>
        {`${groupTitles[group.kind]} (${group.total})`}
      </h2>
      <ul className={css.list}>
        {group.hits.map((hit) => (
          <li key={hit.href} className={css.hit}>
            <a href={hit.href} className={css.hitTitle}>
              <Marked parts={hit.title} />
            </a>
            {hit.meta ? <p className={css.hitMeta}>{hit.meta}</p> : null}
            <p className={css.hitExcerpt}>
              <Marked parts={hit.excerpt} />
            </p>
          </li>
        ))}
      </ul>
      {group.total > group.hits.length ? (
        <p className={css.hitMeta}>
          {`Показано перші ${group.hits.length} з ${group.total}. Уточніть запит, щоб побачити інші.`}
        </p>
      ) : null}
    </section>
  );
}

function ProjectGroup({ q, projects }: { q: string; projects: PortalSearchResult['projects'] }) {
  const id = groupId('projects');
  const listHref = `/projects${projectQueryString({ filters: { projectName: q } })}`;
  return (
    <section aria-labelledby={id} className={css.group}>
      <h2 id={id} className={css.groupHeading}>
        {`${groupTitles.projects} (${projects.total})`}
      </h2>
      <ul className={css.list}>
        {projects.hits.map((hit) => (
          <li key={hit.projectId} className={css.hit}>
            <a href={projectPath(hit.projectId)} className={css.hitTitle}>
              <Marked parts={hit.title} />
            </a>
            {hit.meta ? <p className={css.hitMeta}>{hit.meta}</p> : null}
            {hit.excerpt.length ? (
              <p className={css.hitExcerpt}>
                <Marked parts={hit.excerpt} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <p>
        <a href={listHref} className={css.more}>
          {projects.total === 1
            ? 'Відкрити у списку проєктів'
            : `Усі ${projects.total} ${pluralUk(projects.total, PROJECT_FORMS)} у списку`}
        </a>
      </p>
    </section>
  );
}

/** The results of /search grouped by kind, the kinds with hits listed first as a contents. */
export function SearchResults({
  q,
  result,
  suggestion,
}: {
  q: string;
  result: PortalSearchResult;
  suggestion?: Suggestion;
}) {
  const found = [
    ...(result.projects.total ? [{ kind: 'projects', total: result.projects.total }] : []),
    ...result.groups.filter((g) => g.total > 0),
  ];
  return (
    <>
      <h2 id="search-summary" className={css.summary} aria-live="polite" aria-atomic="true">
        {`${resultSummary(result.total)} за запитом «${q}»`}
      </h2>
      {result.wordsCut ? (
        <p className={css.notice}>
          {`Запит довгий: шукали лише за першими ${result.terms.length} словами.`}
        </p>
      ) : null}
      {result.total === 0 ? (
        <NothingFound q={q} suggestion={suggestion} />
      ) : (
        <>
          <nav aria-label="Розділи результатів" className={css.groupNav}>
            <ul className={css.groupNavList}>
              {found.map((g) => (
                <li key={g.kind}>
                  <a href={`#${groupId(g.kind)}`} className={css.groupNavLink}>
                    {`${groupTitles[g.kind as PortalKind | 'projects']} (${g.total})`}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {result.projects.total ? <ProjectGroup q={q} projects={result.projects} /> : null}
          {result.groups
            .filter((g) => g.total > 0)
            .map((g) => (
              <TextGroup key={g.kind} group={g} />
            ))}
          <p className={css.hint}>
            Шукаєте проєкт за кредитором, сумою чи датою? Скористайтеся{' '}
            <a href={paths.projects}>розширеним пошуком проєктів</a>.
          </p>
        </>
      )}
    </>
  );
}
