import { ScreenHeader } from '../components/layout/ScreenHeader';
import { unstable_getContext as getContext } from 'waku/server';
import { ContactFormIsland } from '../components/contact/ContactFormIsland';
import { CONTACT_OUTCOME_HEADER, decodeContactOutcome } from '../lib/contactForm';
import { paths, screenNames } from '../lib/routes';
import { PageLink } from '../components/common/PageLink';

// A POST without JavaScript is handled by middleware (68-contactPost.ts), which renders this
// page with the outcome in a request header: field errors, a refusal or the thank-you text.
export default async function ContactPage() {
  const outcome = decodeContactOutcome(getContext().req.headers.get(CONTACT_OUTCOME_HEADER));
  return (
    <>
      <ScreenHeader screen="contact" />
      <p>
        Напишіть Міністерству фінансів України щодо проєктів МФО чи роботи порталу. Поля з позначкою
        «обов’язково» потрібно заповнити. Відповіді на поширені запитання — у розділі{' '}
        <PageLink href={paths.faq}>«{screenNames.faq}»</PageLink>.
      </p>
      <ContactFormIsland outcome={outcome} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
