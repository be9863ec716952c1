import { PageHead } from '../components/layout/PageHead';
import { AboutPortal } from '../components/about/AboutPortal';
import { Breadcrumbs } from '../components/layout/Breadcrumbs';
import { screenDescriptions, screenNames } from '../lib/routes';

export default async function AboutPortalPage() {
  return (
    <>
      <PageHead title={screenNames.about} description={screenDescriptions.about} />
      <Breadcrumbs trail={[{ label: screenNames.about }]} />
      <h1>{screenNames.about}</h1>
      <AboutPortal />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
