import { ScreenHeader } from '../../components/layout/ScreenHeader';
import { FaqAnchorOpener } from '../../components/faq/FaqAnchorOpener';
import { FaqList } from '../../components/faq/FaqList';
import { paths } from '../../lib/routes';
import { listFaq } from '../../registry/content/faq';
import { PageLink } from '../../components/common/PageLink';
import { log } from '../../config/log';

export default async function FaqPage() {
  const items = await listFaq().catch((error: unknown) => {
    log.error({ err: error }, 'faq: unavailable');
    return null;
  });
  return (
    <>
      <ScreenHeader screen="faq" />
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
