'use client';
import { useQuery } from '@tanstack/react-query';
import type { Project, ProjectStatItem } from '../../registry/schemas';
import { useTRPC } from '../../trpc/client';

/**
 * Seeds the react-query cache with the project and its stat that the server already rendered,
 * so client code reading `project.byId` / `project.stats` for a visited project never fetches
 * it again (spec §4 caching; the query client keeps at most 15 of each).
 */
export function ProjectCacheSeed({
  project,
  stats,
}: {
  project: Project;
  stats: ProjectStatItem[];
}) {
  const trpc = useTRPC();
  const input = { projectId: project.projectId };
  useQuery({ ...trpc.project.byId.queryOptions(input), initialData: project });
  useQuery({ ...trpc.project.stats.queryOptions(input), initialData: stats });
  return null;
}
