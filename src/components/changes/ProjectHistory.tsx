import { changesFeedHref, changesQueryString, CHANGES_PATH } from '../../lib/changesQuery';
import { formatDate } from '../../lib/format';
import { changeKindText } from '../../lib/projectChanges';
import type { ProjectHistoryRow } from '../../registry/changes/changeSchemas';
import { ProjectSection } from '../project/ProjectSection';
import { sections } from '../project/sections';
import { TableScroll } from '../project/TableScroll';
import { ChangeValue } from './ChangeValue';
import * as css from './ProjectHistory.css';
import { FeedLink } from './FeedLink';

// «Історія змін» of the project page: every recorded change of the project, newest first, as a
// table (date, field, was, became) that works without JavaScript, reads with its headers and
// prints with the page. Its feed is announced in the page's head.

export function ProjectHistory({
  projectId,
  projectName,
  rows,
  truncated,
}: {
  projectId: string;
  projectName: string;
  rows: ProjectHistoryRow[];
  /** More rows exist than shown: the whole past is on /changes. */
  truncated: boolean;
}) {
  const { id, title } = sections.history;
  const caption = `Історія змін проєкту, найновіші спочатку`;
  return (
    <ProjectSection id={id} title={title}>
      <FeedLink
        href={changesFeedHref({ project: projectId })}
        title={`Зміни проєкту «${projectName}»`}
      />
      {rows.length === 0 ? (
        <p className={css.none}>Змін не зафіксовано</p>
      ) : (
        <TableScroll label={caption}>
          <table className={css.table}>
            <caption className={css.caption}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Дата</th>
                <th scope="col">Поле</th>
                <th scope="col">Було</th>
                <th scope="col">Стало</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={`${row.revisionId}-${row.change?.field ?? row.kind}-${i}`}>
                  <td className={css.date}>
                    <time dateTime={row.recordedOn}>{formatDate(row.recordedOn)}</time>
                  </td>
                  {row.change ? (
                    <>
                      <th scope="row">{row.change.label}</th>
                      <td className={css.cell}>
                        <ChangeValue field={row.change.field} value={row.change.was} together />
                      </td>
                      <td className={css.cell}>
                        <ChangeValue field={row.change.field} value={row.change.became} together />
                      </td>
                    </>
                  ) : (
                    <th scope="row" colSpan={3}>
                      {changeKindText[row.kind]}
                    </th>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {truncated ? (
        <p>
          Показано останні зміни.{' '}
          <a href={`${CHANGES_PATH}${changesQueryString({ project: projectId })}`}>
            Уся історія змін проєкту
          </a>
        </p>
      ) : null}
    </ProjectSection>
  );
}
