import { getRegistry } from '../registry/db';
import { getLastUpdate } from '../registry/references';
import { pageTitle } from '../lib/routes';
import { formatDate } from '../lib/format';

export default async function HomePage() {
  const db = getRegistry();
  const total = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const lastUpdate = await getLastUpdate(db);
  return (
    <>
      <title>{pageTitle('Головна')}</title>
      <h1>Проєкти, що фінансуються міжнародними фінансовими організаціями</h1>
      <p>У реєстрі {Number(total.n)} проєктів.</p>
      <p>Дата останнього оновлення: {formatDate(lastUpdate) ?? '—'}</p>
      <p>
        <a href="/projects?page=1">Перейти до пошуку проєктів</a>
      </p>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
