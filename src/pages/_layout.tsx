import type { ReactNode } from 'react';
import { RpcProvider } from '../trpc/client';

export default async function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main-content">Перейти до основного вмісту</a>
      <header>
        <a href="/">Портал проєктів МФО</a>
        <nav aria-label="Головне меню">
          <a href="/">Головна</a> <a href="/projects?page=1">Пошук</a>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1}>
        <RpcProvider>{children}</RpcProvider>
      </main>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
