import { PageHead } from '../../../components/layout/PageHead';
import { GlossaryIndex } from '../../../components/glossary/GlossaryIndex';
import { Breadcrumbs } from '../../../components/layout/Breadcrumbs';
import { screenDescriptions, screenNames } from '../../../lib/routes';
import { getRegistry } from '../../../registry/db';
import { listGlossary } from '../../../registry/glossary';

export default async function GlossaryPage() {
  const entries = await listGlossary(getRegistry());
  return (
    <>
      <PageHead title={screenNames.glossary} description={screenDescriptions.glossary} />
      <Breadcrumbs trail={[{ label: screenNames.glossary }]} />
      <h1>{screenNames.glossary}</h1>
      <p>
        Терміни, що вживаються у сфері співпраці з міжнародними фінансовими організаціями. Оберіть
        літеру або термін.
      </p>
      <GlossaryIndex entries={entries} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
