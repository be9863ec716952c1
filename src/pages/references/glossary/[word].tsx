import { PageHead } from '../../../components/layout/PageHead';
import { GlossaryTerm } from '../../../components/glossary/GlossaryTerm';
import { Breadcrumbs } from '../../../components/layout/Breadcrumbs';
import { MIN_GLOSSARY_CODE_LENGTH } from '../../../lib/limits';
import { paths, screenNames } from '../../../lib/routes';
import { getRegistry } from '../../../registry/database/db';
import { getGlossaryWord } from '../../../registry/content/glossary';
import { PageLink } from '../../../components/common/PageLink';

// Short and unknown codes are answered by the shell's middleware (redirect, 404) before this
// renders; the page still degrades to a helpful text if it is reached with a missing term.
export default async function GlossaryTermPage({ word }: { word: string }) {
  const code = safeDecode(word);
  const term =
    code.length >= MIN_GLOSSARY_CODE_LENGTH && code.length <= 100
      ? await getGlossaryWord(getRegistry(), code)
      : undefined;
  const glossaryCrumb = { label: screenNames.glossary, href: paths.glossary };
  if (!term) {
    return (
      <>
        <PageHead
          title={screenNames.term}
          description="Такого терміна в глосарії порталу проєктів МФО немає."
        />
        <Breadcrumbs trail={[glossaryCrumb, { label: screenNames.term }]} />
        <h1>Термін не знайдено</h1>
        <p>
          Такого терміна в глосарії немає.{' '}
          <PageLink href={paths.glossary}>Перейти до списку термінів</PageLink>
        </p>
      </>
    );
  }
  return (
    <>
      <PageHead title={term.name} description={`${term.name}: ${term.article}`} />
      <Breadcrumbs trail={[glossaryCrumb, { label: screenNames.term }]} />
      <GlossaryTerm word={term} />
      <p>
        <PageLink href={paths.glossary}>← До списку термінів</PageLink>
      </p>
    </>
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
