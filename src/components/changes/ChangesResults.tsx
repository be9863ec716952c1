import { CHANGES_PATH, changesQueryString } from '../../lib/changesQuery';
import type { ChangePage } from '../../registry/changes/changeSchemas';
import { ChangeList, changesText } from './ChangeList';
import * as css from './ChangesPage.css';

// The list of changes under its count: the entries, or why there are none (nothing matched, or
// a page past the last).

type Selection = Parameters<typeof changesQueryString>[0];

/** "Знайдено …", with the page among the pages when there are several. */
export function ChangesCount({ page }: { page: ChangePage }) {
  const pageOf =
    page.pageCount > 1
      ? `, сторінка ${Math.min(page.page, page.pageCount)} з ${page.pageCount}`
      : '';
  return (
    <h2 className={css.count} id="changes-count">
      {`Знайдено ${page.capped ? 'понад ' : ''}${changesText(page.total)}`}
      {pageOf}
    </h2>
  );
}

function NoChanges({ offerAll }: { offerAll: boolean }) {
  return (
    <div className={css.notice}>
      <p>Змін не знайдено.</p>
      {offerAll ? (
        <p>
          <a href={CHANGES_PATH}>Показати всі зміни в реєстрі</a>
        </p>
      ) : null}
    </div>
  );
}

function PastTheEnd({ page, selection }: { page: ChangePage; selection: Selection }) {
  return (
    <div className={css.notice}>
      <p>
        Сторінки {page.page} немає: усього сторінок — {page.pageCount}.{' '}
        <a href={`${CHANGES_PATH}${changesQueryString({ ...selection, page: page.pageCount })}`}>
          Перейти до останньої сторінки
        </a>
      </p>
    </div>
  );
}

export function ChangesResults({
  page,
  selection,
  offerAll,
}: {
  page: ChangePage;
  selection: Selection;
  /** Whether a filter or a project narrowed the list (an empty one then links to all). */
  offerAll: boolean;
}) {
  if (page.total === 0) return <NoChanges offerAll={offerAll} />;
  if (page.entries.length === 0) return <PastTheEnd page={page} selection={selection} />;
  return <ChangeList entries={page.entries} />;
}
