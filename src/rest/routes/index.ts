import { changeRoutes } from './changes';
import { entityListRoute, entityRoute } from './entities';
import { dataPackageRoute, exportRoute } from './export';
import { functionRoutes } from './functions';
import { sendMessageRoute } from './message';
import { referenceRoutes } from './references';
import { searchRoute } from './search';
import { servedElsewhereRoutes } from './servedElsewhere';

// Every REST endpoint in the order the guide and the OpenAPI document list them. Specific paths
// come before `/api/xm-entities/{id}` so the router tries them first.
export const restRoutes = [
  searchRoute,
  entityListRoute,
  exportRoute,
  dataPackageRoute,
  entityRoute,
  ...functionRoutes,
  ...referenceRoutes,
  sendMessageRoute,
  ...changeRoutes,
  ...servedElsewhereRoutes,
];
