import type { ReactNode } from 'react';
import { statisticsCsvHref, type Grouping } from '../../lib/statisticsQuery';
import type { StatisticsGroup } from '../../registry/schemas';
import { GroupingChart } from './GroupingChart';
import { GroupingTable } from './GroupingTable';
import { statisticsGroupings } from '../../lib/statisticsGroupings';
import { groupingSummary } from './summaries';
import * as styles from './GroupingSection.css';

/** One grouping: heading, a plain-language summary, the chart, its data table and the CSV. */
export function GroupingSection({
  grouping,
  groups,
  stateId,
  children,
}: {
  grouping: Grouping;
  groups: StatisticsGroup[];
  stateId?: number;
  children?: ReactNode;
}) {
  const text = statisticsGroupings[grouping];
  const headingId = `statistics-${grouping}`;
  const summary = groupingSummary(grouping, groups);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{text.title}</h2>
      <p className={styles.summary}>{summary}</p>
      {children}
      {groups.length > 0 ? (
        <>
          <GroupingChart
            grouping={grouping}
            groups={groups}
            title={text.chartNote}
            summary={summary}
          />
          <GroupingTable grouping={grouping} groups={groups} stateId={stateId} />
          <p className={styles.download}>
            <a href={statisticsCsvHref(grouping, stateId)} download>
              Завантажити таблицю у форматі CSV: {text.title}
            </a>
          </p>
        </>
      ) : null}
    </section>
  );
}
