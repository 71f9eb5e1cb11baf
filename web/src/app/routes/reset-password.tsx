import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { ResetRequestForm } from '../../features/auth/components/reset-request-form';
import { PanelPage } from '../layouts/panel-page';

/** /reset-password asks for a link; /reset-password/{code} sets the new password. */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const { code } = useParams<{ code: string }>();
  if (code) {
    return (
      <PanelPage title={t('resetPassword.newTitle')}>
        <NewPasswordForm key={code} code={code} />
      </PanelPage>
    );
  }
  return (
    <PanelPage title={t('pages.resetPassword.title')}>
      <ResetRequestForm />
    </PanelPage>
  );
}
