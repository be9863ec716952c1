import { PageHead } from '../../components/layout/PageHead';
import { unstable_getContext as getContext } from 'waku/server';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs';
import { ProjectDetails, ProjectNotFound } from '../../components/project/ProjectDetails';
import { preferencesFromCookies } from '../../lib/preferences';
import { settings } from '../../config/environment';
import { paths, screenNames } from '../../lib/routes';
import type { Project } from '../../registry/schemas';
import { getRegistry } from '../../registry/database/db';
import { listProjectDocuments } from '../../registry/projects/documents';
import { getProject } from '../../registry/projects/projects';
import { getProjectStats } from '../../registry/projects/projectStats';
import { getProjectRegions } from '../../registry/places/projectRegions';
import { projectIdInput } from '../../lib/projectId';
import { kyivDay } from '../../lib/kyivDay';
import { iatiActivityPath } from '../../lib/exportPaths';
import { activityBasics } from '../../exports/iati/skipRules';
import { PROJECT_HISTORY_LIMIT } from '../../lib/changesQuery';
import { projectHistory, removedProject } from '../../registry/changes/projectHistory';
import { RemovedProject } from '../../components/changes/RemovedProject';

// Project details (spec §2): read from the registry and composed on the server. Unknown ids get
// a real 404 from the shell's middleware before this renders (a removed project's id a 410,
// with the page below saying when it left the registry); the message below is the fallback.
export default async function ProjectPage({ project: projectId }: { project: string }) {
  const { req } = getContext();
  const input = projectIdInput.safeParse({ projectId });
  const id = input.success ? input.data.projectId : undefined;
  const db = getRegistry();
  const project = id ? await getProject(db, id) : undefined;
  if (!project) {
    const removed = id ? await removedProject(db, id) : undefined;
    if (id && removed) {
      return (
        <>
          <PageHead
            title="Проєкт вилучено з реєстру"
            description={`Проєкт «${removed.projectName}» вилучено з реєстру проєктів МФО.`}
          />
          <Breadcrumbs
            trail={[
              { label: screenNames.projects, href: paths.projects },
              { label: removed.projectName },
            ]}
          />
          <RemovedProject projectId={id} {...removed} />
        </>
      );
    }
    return (
      <>
        <PageHead
          title="Проєкт не знайдено"
          description="Проєкту з таким ідентифікатором немає в реєстрі проєктів МФО."
        />
        <Breadcrumbs
          trail={[
            { label: screenNames.projects, href: paths.projects },
            { label: screenNames.project },
          ]}
        />
        <ProjectNotFound />
      </>
    );
  }
  const [documents, stats, history, regions] = await Promise.all([
    listProjectDocuments(db, project.projectId),
    getProjectStats(db, project.projectId),
    projectHistory(db, project.projectId, PROJECT_HISTORY_LIMIT + 1),
    getProjectRegions(db, project.projectId),
  ]);
  return (
    <>
      <PageHead title={project.projectName} description={projectDescription(project)} />
      <Breadcrumbs
        trail={[
          { label: screenNames.projects, href: paths.projects },
          { label: project.projectName },
        ]}
      />
      <ProjectDetails
        project={project}
        documents={documents}
        stats={stats}
        accessible={preferencesFromCookies(req.headers.get('cookie')).accessible}
        print={{ url: printableUrl(req), date: kyivDay() }}
        iati={iatiOf(project)}
        history={{
          rows: history.slice(0, PROJECT_HISTORY_LIMIT),
          truncated: history.length > PROJECT_HISTORY_LIMIT,
        }}
        regions={regions}
      />
    </>
  );
}

/** Who lends, in what state, and what for: the project in the line under a search result. */
function projectDescription(project: Project): string {
  const facts = [project.creditorName, project.projectStateName].filter(Boolean).join(', ');
  const purpose = project.projectPurpose ? ` ${project.projectPurpose}` : '';
  return `Проєкт МФО «${project.projectName}»${facts ? ` (${facts})` : ''}.${purpose}`;
}

/** The project's IATI file when the export writes it (MAPPING.md §0), else the reason. */
function iatiOf(project: Project) {
  const checked = activityBasics(project);
  return 'skip' in checked
    ? { unavailable: checked.skip.message }
    : { href: iatiActivityPath(project.projectId) };
}

/** The public address of this page (PUBLIC_URL): never the Host header, since pages are cached. */
function printableUrl(req: Request): string {
  return `${settings().publicOrigin}${new URL(req.url).pathname}`;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
