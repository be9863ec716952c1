import { parseProjectQuery } from '../../lib/projectQuery';
import { formatAmount, formatDate, orDash } from '../../lib/format';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs';
import { pageTitle, projectPath, screenNames } from '../../lib/routes';
import { getRegistry } from '../../registry/db';
import { searchProjects } from '../../registry/projects';

export default async function ProjectsPage({ query }: { query: string }) {
  const { query: search } = parseProjectQuery(new URLSearchParams(query));
  const result = await searchProjects(getRegistry(), search);
  return (
    <>
      <title>{pageTitle(screenNames.projects)}</title>
      <Breadcrumbs trail={[{ label: screenNames.projects }]} />
      <h1>{screenNames.projects}</h1>
      <p>Знайдено {result.total} проєктів</p>
      <table>
        <caption>Проєкти, сторінка {result.page}</caption>
        <thead>
          <tr>
            <th scope="col">Назва проєкту</th>
            <th scope="col">Стан</th>
            <th scope="col">Кредитор (МФО)</th>
            <th scope="col">Сума проєкту</th>
            <th scope="col">Дата підписання</th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.projectId}>
              <td>
                <a href={projectPath(row.projectId)}>{row.projectName}</a>
              </td>
              <td>{row.projectStateName}</td>
              <td>{row.creditorName}</td>
              <td>{orDash(formatAmount(row.projectSum))}</td>
              <td>{orDash(formatDate(row.creditDateBegin))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
