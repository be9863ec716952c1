import { unstable_getContext as getContext } from 'waku/server';
import { ApiGuide } from '../../components/apiGuide/ApiGuide';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs';
import { pageTitle, screenNames } from '../../lib/routes';
import { getRegistry } from '../../registry/db';

// /api lives in a route group: src/pages/api/ is the folder of API routes.
export default async function ApiPage() {
  const origin = new URL(getContext().req.url).origin;
  return (
    <>
      <title>{pageTitle(screenNames.api)}</title>
      <Breadcrumbs trail={[{ label: screenNames.api }]} />
      <ApiGuide db={getRegistry()} origin={origin} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
