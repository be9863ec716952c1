import { PageHead } from '../components/layout/PageHead';
import { unstable_getContext as getContext } from 'waku/server';
import { ContactForm } from '../components/contact/ContactForm';
import { RpcIsland } from '../trpc/client';
import { Breadcrumbs } from '../components/layout/Breadcrumbs';
import { CONTACT_OUTCOME_HEADER, decodeContactOutcome } from '../lib/contactForm';
import { paths, screenDescriptions, screenNames } from '../lib/routes';
import { PageLink } from '../components/common/PageLink';

// A POST without JavaScript is handled by middleware (68-contactPost.ts), which renders this
// page with the outcome in a request header: field errors, a refusal or the thank-you text.
export default async function ContactPage() {
  const outcome = decodeContactOutcome(getContext().req.headers.get(CONTACT_OUTCOME_HEADER));
  return (
    <>
      <PageHead title={screenNames.contact} description={screenDescriptions.contact} />
      <Breadcrumbs trail={[{ label: screenNames.contact }]} />
      <h1>{screenNames.contact}</h1>
      <p>
        Напишіть Міністерству фінансів України щодо проєктів МФО чи роботи порталу. Поля з позначкою
        «обов’язково» потрібно заповнити. Відповіді на поширені запитання — у розділі{' '}
        <PageLink href={paths.faq}>«{screenNames.faq}»</PageLink>.
      </p>
      <RpcIsland>
        <ContactForm outcome={outcome} />
      </RpcIsland>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
