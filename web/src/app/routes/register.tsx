import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RegistrationForm } from '../../features/invitations/components/registration-form';
import { PanelPage } from '../layouts/panel-page';

/** /register/{code}: an invited user completes the registration. */
export default function RegisterRoute() {
  const { t } = useTranslation();
  const { code = '' } = useParams<{ code: string }>();
  return (
    <PanelPage title={t('pages.register.title')}>
      <RegistrationForm key={code} code={code} />
    </PanelPage>
  );
}
