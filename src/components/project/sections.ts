import { projectSections, type ProjectSectionId } from '../../lib/projectFieldCatalogue';

// The sections of the project page (spec §2), with the anchors the table of contents links to.

const fieldSection = (id: ProjectSectionId) => ({
  id: `project-${id}`,
  title: projectSections.find((s) => s.id === id)?.title ?? id,
});

export const sections = {
  main: fieldSection('main'),
  preparation: fieldSection('preparation'),
  finance: fieldSection('finance'),
  documents: { id: 'project-documents', title: 'Прикріплені документи' },
  usedFunds: { id: 'project-used-funds', title: 'Діаграма використаних коштів' },
  costDynamics: { id: 'project-cost-dynamics', title: 'Динаміка вартості проєкту' },
  history: { id: 'project-history', title: 'Історія змін' },
};

/** In page order. */
export const pageSections = [
  sections.main,
  sections.preparation,
  sections.finance,
  sections.documents,
  sections.usedFunds,
  sections.costDynamics,
  sections.history,
];
