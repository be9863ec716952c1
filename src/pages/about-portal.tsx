import { ScreenHeader } from '../components/layout/ScreenHeader';
import { AboutPortal } from '../components/about/AboutPortal';
import { getRegistry } from '../registry/database/db';
import { holdsDemoData } from '../registry/sync/syncState';

export default async function AboutPortalPage() {
  // What the database holds, as the shell's demo notice decides (never the environment).
  const demo = await holdsDemoData(getRegistry());
  return (
    <>
      <ScreenHeader screen="about" />
      <AboutPortal demo={demo} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
