import { PageHead } from '../../components/layout/PageHead';
import { ApiGuide } from '../../components/apiGuide/ApiGuide';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs';
import { settings } from '../../config/environment';
import { screenDescriptions, screenNames } from '../../lib/routes';
import { getRegistry } from '../../registry/database/db';

// /api lives in a route group: Waku reads a src/pages/api/ folder as API routes, not screens.
export default async function ApiPage() {
  return (
    <>
      <PageHead title={screenNames.api} description={screenDescriptions.api} />
      <Breadcrumbs trail={[{ label: screenNames.api }]} />
      <ApiGuide db={getRegistry()} origin={settings().publicOrigin} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
