// A Vite + React app on `ifi-portal-client/react`: the portal's projects with a name filter.
// Install: npm install <portal>/api/client.tgz react react-dom @tanstack/react-query
// @trpc/tanstack-react-query, then `vite` in this folder; `?portal=<address>` picks the portal.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PortalProvider, useTRPC } from 'ifi-portal-client/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const portal = new URLSearchParams(location.search).get('portal') ?? location.origin;

function Projects() {
  const trpc = useTRPC();
  const [name, setName] = useState('');
  const found = useQuery({
    ...trpc.projects.search.queryOptions({ filters: { projectName: name }, pageSize: 10 }),
    placeholderData: keepPreviousData,
  });
  return (
    <main>
      <h1>Проєкти МФО</h1>
      <label>
        Назва проєкту <input type="search" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      {found.error && <p role="alert">Помилка: {found.error.message}</p>}
      {found.data && (
        <>
          <p aria-live="polite">Знайдено {found.data.total}</p>
          <ul>
            {found.data.rows.map((row) => (
              <li key={row.projectId}>
                {row.projectName} — {row.creditorName}
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <PortalProvider baseUrl={portal}>
    <Projects />
  </PortalProvider>,
);
