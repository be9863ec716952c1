import { CHANGES_PATH, changesQueryString } from '../../lib/changesQuery';
import { changesText } from './ChangeList';
import * as css from './ChangesPage.css';

// The notes above the list of changes, each for one case: one project's changes, a project id
// or a page number that could not be read, a list cut at its newest entries.

type Selection = Parameters<typeof changesQueryString>[0];

/** The feed's title: of one project, of the filtered list, or of the whole registry. */
export function changesFeedTitle(
  project: string | undefined,
  projectName: string | undefined,
  filtered: boolean,
): string {
  if (project) return `Зміни проєкту${projectName ? ` «${projectName}»` : ''}`;
  if (filtered) return 'Зміни в реєстрі проєктів МФО за обраними фільтрами';
  return 'Зміни в реєстрі проєктів МФО';
}

export function OneProjectNotice({
  project,
  projectName,
  selection,
}: {
  project: string;
  projectName: string | undefined;
  selection: Selection;
}) {
  return (
    <p className={css.notice}>
      Показано зміни одного проєкту{projectName ? ` «${projectName}»` : ''} (ідентифікатор {project}
      ).{' '}
      <a href={`${CHANGES_PATH}${changesQueryString({ ...selection, project: undefined })}`}>
        Показати зміни всіх проєктів
      </a>
    </p>
  );
}

export function BadProjectNotice({ project }: { project: string }) {
  return (
    <p className={css.notice}>
      Ідентифікатор проєкту невірний ({project}), показано зміни всіх проєктів.
    </p>
  );
}

export function CappedNotice({ total }: { total: number }) {
  return (
    <p className={css.notice}>
      Показано найновіші {changesText(total)}. Щоб побачити давніші, уточніть фільтри або вкажіть
      дату в полі «Зміни від дати».
    </p>
  );
}

export function BadPageNotice({ page }: { page: string }) {
  return <p className={css.notice}>Номер сторінки невірний ({page}), показано першу сторінку.</p>;
}
