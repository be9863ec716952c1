import { ScreenHeader } from '../../../components/layout/ScreenHeader';
import { GlossaryIndex } from '../../../components/glossary/GlossaryIndex';
import { getRegistry } from '../../../registry/database/db';
import { listGlossary } from '../../../registry/content/glossary';

export default async function GlossaryPage() {
  const entries = await listGlossary(getRegistry());
  return (
    <>
      <ScreenHeader screen="glossary" />
      <p>
        Терміни, що вживаються у сфері співпраці з міжнародними фінансовими організаціями. Оберіть
        літеру або термін.
      </p>
      <GlossaryIndex entries={entries} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
