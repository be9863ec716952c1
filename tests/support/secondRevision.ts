import type { FakeData, FakeProject } from './fakeRegistry';

// The fake registry a month later (the change history's tests): one amount revised, one state
// moved on, an end date set, an executor named, a flag cleared; the last project removed and a
// new one added in its place at the end of the list.

export const revised = {
  amount: '300000011',
  state: '300000022',
  endDate: '300000033',
  executor: '300000044',
  flag: '300000055',
  added: '300009999',
} as const;

export function secondRevision(first: FakeData): FakeData {
  const base = first.project;
  const last = first.projectCount - 1;
  const project = (index: number): FakeProject => {
    if (index === last) {
      const p = base(0);
      return {
        ...p,
        // Ids ascend with the index in the fake: the newcomer keeps the last place.
        id: base(last).id + 1,
        key: `PROJECT-${revised.added}`,
        data: { ...p.data, projectId: undefined, ProjectName: 'Нова станція очищення води' },
        attachments: [],
      };
    }
    const p = base(index);
    const data = { ...p.data };
    const id = p.key.slice('PROJECT-'.length);
    if (id === revised.amount) data.ProjectAmount = '1 300 000,00';
    if (id === revised.state) data.projectStateId = 2;
    if (id === revised.endDate) data.projectDateTo = '2028-12-31';
    if (id === revised.executor) data.responsibleExecutorName = 'Виконавець 5';
    if (id === revised.flag) data.isCreditPaid = false;
    return { ...p, data };
  };
  return { ...first, project };
}

/** The project the second revision removes (the first revision's last one). */
export const removedKey = (first: FakeData): string =>
  first.project(first.projectCount - 1).key.slice('PROJECT-'.length);
