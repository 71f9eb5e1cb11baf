import { useTranslation } from 'react-i18next';
import { ContactPage } from '../../features/contact/components/contact-page';
import { PageHeader } from '../../shared/components/page-header';
import { useStaticPage } from '../../shared/layout/static-page';

/**
 * /contact: the supplier's contacts at the provider, its own contact and a message form. Marked
 * static: the page is itself the way to reach us, so the chat widget would only cover its form.
 */
export default function ContactRoute() {
  const { t } = useTranslation();
  useStaticPage();
  return (
    <>
      <PageHeader title={t('pages.contact.title')} />
      <ContactPage />
    </>
  );
}
