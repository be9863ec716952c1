import { PageHead } from '../../components/layout/PageHead';
import { FaqAnchorOpener } from '../../components/faq/FaqAnchorOpener';
import { FaqList } from '../../components/faq/FaqList';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs';
import { paths, screenDescriptions, screenNames } from '../../lib/routes';
import { listFaq } from '../../registry/faq';
import { PageLink } from '../../components/common/PageLink';

export default async function FaqPage() {
  const items = await listFaq().catch((error: unknown) => {
    console.error('faq:', error);
    return null;
  });
  return (
    <>
      <PageHead title={screenNames.faq} description={screenDescriptions.faq} />
      <Breadcrumbs trail={[{ label: screenNames.faq }]} />
      <h1>{screenNames.faq}</h1>
      <p>
        Відповіді на запитання, які найчастіше ставлять відвідувачі порталу. Не знайшли відповіді?{' '}
        <PageLink href={paths.contact}>Напишіть нам</PageLink>.
      </p>
      {items ? (
        <FaqList items={items} />
      ) : (
        <p role="alert">Роз’яснення тимчасово недоступні. Спробуйте пізніше.</p>
      )}
      <FaqAnchorOpener />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
