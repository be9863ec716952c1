// The `p` query of the home route (spec §2): index | analytics | docs; anything else is index.
export const homeSections = ['index', 'analytics', 'docs'] as const;
export type HomeSectionName = (typeof homeSections)[number];

export function homeSection(p: string | null | undefined): HomeSectionName {
  return homeSections.find((s) => s === p) ?? 'index';
}
