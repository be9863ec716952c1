import { AboutPortal } from '../components/about/AboutPortal';
import { Breadcrumbs } from '../components/layout/Breadcrumbs';
import { pageTitle, screenNames } from '../lib/routes';

export default async function AboutPortalPage() {
  return (
    <>
      <title>{pageTitle(screenNames.about)}</title>
      <Breadcrumbs trail={[{ label: screenNames.about }]} />
      <h1>{screenNames.about}</h1>
      <AboutPortal />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
