import { useTranslation } from 'react-i18next';
import { ContactPage } from '../../features/contact/components/contact-page';
import { PageHeader } from '../../shared/components/page-header';

/**
 * /contact: the supplier's contacts at the provider, its own contact and a message form (a static
 * page: see shared/layout/static-page.ts).
 */
export default function ContactRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.contact.title')} />
      <ContactPage />
    </>
  );
}
