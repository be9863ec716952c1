import { createPortalClient } from 'ifi-portal-client';

const { rpc, rest } = createPortalClient(process.env.PORTAL_URL ?? 'http://localhost:8080');

// RPC: inputs and results are typed from the portal's router; a typo is a compile error.
const creditors = await rpc.references.creditors.query();
const creditor = creditors[0];
if (!creditor) throw new Error('the registry has no creditors');
const found = await rpc.projects.search.query({
  filters: { mfo: creditor.id },
  sort: { field: 'projectSum', direction: 'desc' },
  page: 1,
});
console.log(`RPC: ${creditor.name}: ${found.total} проєктів`);

const biggest = found.rows[0];
if (biggest) {
  const project = await rpc.project.byId.query({ projectId: biggest.projectId });
  const stats = await rpc.project.stats.query({ projectId: biggest.projectId });
  console.log(`RPC: ${project.projectName}: ${project.projectSum} грн, ${stats.length} періодів`);
}

// REST: paths, parameters and bodies are typed from the portal's OpenAPI document.
const { data, error, response } = await rest.GET('/api/_search/xm-entities', {
  params: { query: { query: `typeKey:PROJECT AND data.creditorId:${creditor.id}`, size: 5 } },
});
if (error) throw new Error(`REST: ${response.status}`);
console.log(`REST: ${creditor.name}: ${response.headers.get('X-Total-Count')} проєктів`);
for (const entity of data) console.log(`REST: ${entity.data.projectName}`);
