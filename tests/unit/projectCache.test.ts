import { describe, expect, it } from 'vitest';
import { makeQueryClient, procedurePath } from '../../src/trpc/queryClient';

// The project page seeds `project.byId` and `project.stats` with the server's data; the query
// client keeps at most 15 of each (spec §9), dropping the oldest first.
describe('project cache', () => {
  it('keeps the 15 most recent projects and stats when a 16th is seeded', () => {
    const client = makeQueryClient('browser');
    for (let i = 0; i < 16; i++) {
      const input = {
        input: { projectId: `10000000${i.toString().padStart(2, '0')}` },
        type: 'query',
      };
      client.setQueryData(
        [['project', 'byId'], input],
        { projectName: `P${i}` },
        { updatedAt: 1000 + i },
      );
      client.setQueryData([['project', 'stats'], input], [], { updatedAt: 1000 + i });
    }
    const paths = client
      .getQueryCache()
      .getAll()
      .map((q) => procedurePath(q));
    expect(paths.filter((p) => p === 'project.byId')).toHaveLength(15);
    expect(paths.filter((p) => p === 'project.stats')).toHaveLength(15);
    const oldest = { input: { projectId: '1000000000' }, type: 'query' };
    expect(client.getQueryData([['project', 'byId'], oldest])).toBeUndefined();
  });
});
