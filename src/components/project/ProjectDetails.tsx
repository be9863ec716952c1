import type { ProjectHistoryRow } from '../../registry/changes/changeSchemas';
import type { Project, ProjectDocument, ProjectStatItem } from '../../registry/schemas';
import { ProjectHistory } from '../changes/ProjectHistory';
import { CostDynamicsSection, UsedFundsSection } from './ProjectCharts';
import * as css from './ProjectDetails.css';
import { ProjectDocuments } from './ProjectDocuments';
import { ProjectFieldSection } from './ProjectFieldSection';
import { ProjectIatiLink, type ProjectIati } from './ProjectIatiLink';
import { ProjectRegions } from './ProjectRegions';
import type { Placement } from '../../registry/places/placement';
import { ProjectToc } from './ProjectToc';
import { PrintStamp } from './PrintStamp';
import { projectPage } from './print.css';
import { sections } from './sections';
import { PageLink } from '../common/PageLink';

export interface ProjectDetailsProps {
  project: Project;
  documents: ProjectDocument[];
  stats: ProjectStatItem[];
  /** Accessibility (high-contrast) mode, from the `dis` cookie: the charts pick their palette. */
  accessible: boolean;
  /** Address and date printed on paper copies. */
  print: { url: string; date: string };
  /** The project's IATI file, or why it has none. */
  iati: ProjectIati;
  /** The recorded changes, newest first; `truncated` when older ones are left out. */
  history: { rows: ProjectHistoryRow[]; truncated: boolean };
  /** The regions the project's text names; empty: nationwide or not placed. */
  regions: Placement[];
}

/** The project page body (spec §2 "Project details sections"), all server-rendered. */
export function ProjectDetails({
  project,
  documents,
  stats,
  accessible,
  print,
  iati,
  history,
  regions,
}: ProjectDetailsProps) {
  const { main, preparation, finance, documents: docs, usedFunds, costDynamics } = sections;
  return (
    <article className={`${css.page} ${projectPage}`} aria-labelledby="project-title">
      <PrintStamp url={print.url} date={print.date} />
      <h1 id="project-title" className={css.heading}>
        {project.projectName}
      </h1>
      <ProjectRegions regions={regions} />
      <ProjectToc />
      <ProjectFieldSection project={project} section="main" {...main} />
      <ProjectFieldSection project={project} section="preparation" {...preparation} />
      <ProjectFieldSection project={project} section="finance" {...finance} />
      <ProjectDocuments {...docs} documents={documents} />
      <UsedFundsSection {...usedFunds} project={project} accessible={accessible} />
      <CostDynamicsSection {...costDynamics} stats={stats} accessible={accessible} />
      <ProjectIatiLink iati={iati} />
      <ProjectHistory
        projectId={project.projectId}
        projectName={project.projectName}
        {...history}
      />
    </article>
  );
}

/** What a missing project shows (the shell's middleware answers 404 with its own page first). */
export function ProjectNotFound() {
  return (
    <div className={css.notFound}>
      <h1 className={css.heading}>Проєкт не знайдено</h1>
      <p>
        Проєкту з таким ідентифікатором немає в реєстрі.{' '}
        <PageLink href="/projects?page=1">Перейти до пошуку проєктів</PageLink>
      </p>
    </div>
  );
}
