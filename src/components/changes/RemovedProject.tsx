import { changesQueryString, CHANGES_PATH } from '../../lib/changesQuery';
import { formatDate } from '../../lib/format';
import { PageLink } from '../common/PageLink';
import * as css from './RemovedProject.css';

/** What a removed project's old address shows (with status 410, set by the route rules). */
export function RemovedProject({
  projectId,
  projectName,
  removedOn,
}: {
  projectId: string;
  projectName: string;
  removedOn: string;
}) {
  const date = formatDate(removedOn) ?? removedOn;
  return (
    <div className={css.removed}>
      <h1 className={css.heading}>{`Проєкт вилучено з реєстру ${date}`}</h1>
      <p>
        {`Проєкт «${projectName}» (ідентифікатор ${projectId}) вилучено з реєстру під час оновлення ${date}, тому його сторінки більше немає.`}
      </p>
      <ul className={css.links}>
        <li>
          <PageLink href={`${CHANGES_PATH}${changesQueryString({ project: projectId })}`}>
            Історія змін цього проєкту
          </PageLink>
        </li>
        <li>
          <PageLink href={CHANGES_PATH}>Усі зміни в реєстрі</PageLink>
        </li>
      </ul>
    </div>
  );
}
