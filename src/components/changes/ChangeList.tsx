import { formatDate } from '../../lib/format';
import { changeKindText } from '../../lib/projectChanges';
import { projectPath } from '../../lib/routes';
import type { ChangeEntry } from '../../registry/changes/changeSchemas';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { PageLink } from '../common/PageLink';
import * as css from './ChangeList.css';
import { ChangeValue } from './ChangeValue';
import { pluralUk } from '../../lib/ukrainianPlural';

// The changes of one page of /changes, grouped by the day of their registry update: each names
// the project (a link while it is in the registry; a removed one by its last name) and what
// changed, field by field, was → became.

/** Consecutive entries of the same day (they come newest first). */
function byDay(entries: ChangeEntry[]): [string, ChangeEntry[]][] {
  const groups: [string, ChangeEntry[]][] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && last[0] === entry.recordedOn) last[1].push(entry);
    else groups.push([entry.recordedOn, [entry]]);
  }
  return groups;
}

function Entry({ entry }: { entry: ChangeEntry }) {
  return (
    <li className={css.entry} data-kind={entry.kind}>
      <h4 className={css.project}>
        {entry.inRegistry ? (
          <PageLink href={projectPath(entry.projectId)}>{entry.projectName}</PageLink>
        ) : (
          entry.projectName
        )}
      </h4>
      {entry.kind === 'changed' ? null : (
        <p className={entry.kind === 'removed' ? css.removed : css.added}>
          {changeKindText[entry.kind]}
        </p>
      )}
      {entry.fields.length ? (
        <dl className={css.fields}>
          {entry.fields.map((f) => (
            <div key={f.field} className={css.field}>
              <dt className={css.label}>{f.label}</dt>
              <dd className={css.values}>
                <span className={visuallyHidden}>було: </span>
                <ChangeValue field={f.field} value={f.was} />
                <span className={css.arrow} aria-hidden="true">
                  {' → '}
                </span>
                <span className={visuallyHidden}>; стало: </span>
                <strong className={css.became}>
                  <ChangeValue field={f.field} value={f.became} />
                </strong>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

export function ChangeList({ entries }: { entries: ChangeEntry[] }) {
  return (
    <>
      {byDay(entries).map(([day, list]) => (
        <section key={day} className={css.group} aria-labelledby={`changes-${day}`}>
          <h3 id={`changes-${day}`} className={css.day}>
            Оновлення реєстру <time dateTime={day}>{formatDate(day)}</time>
          </h3>
          <ul className={css.entries}>
            {list.map((entry) => (
              <Entry key={`${entry.revisionId}/${entry.projectId}`} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** «132 зміни»: the Ukrainian plural after a number. */
export function changesText(n: number): string {
  // Thousands grouped with a space, as amounts are.
  const count = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${count} ${pluralUk(n, ['зміна', 'зміни', 'змін'])}`;
}
