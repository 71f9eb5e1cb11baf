import { useTranslation } from 'react-i18next';
import { MicrosoftSignInCallback } from '../../features/auth/components/microsoft-sign-in-callback';
import { PanelPage } from '../layouts/panel-page';

export default function MicrosoftLoginRoute() {
  const { t } = useTranslation();
  return (
    <PanelPage title={t('pages.microsoftLogin.title')}>
      <MicrosoftSignInCallback />
    </PanelPage>
  );
}
