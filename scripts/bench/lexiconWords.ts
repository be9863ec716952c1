import { makeProject } from '../demo/projects';
import { DEFAULT_SEED } from '../demo/seed';

/** The texts the search indexes of the first 20 000 generated projects, as one string. */
export function generatedWords(projects = 20_000): string {
  const parts: string[] = [];
  for (let i = 0; i < projects; i++) {
    const { row } = makeProject(DEFAULT_SEED, i);
    parts.push(row.projectName, row.projectPurpose ?? '', row.beneficiar ?? '');
  }
  return parts.join(' ');
}
