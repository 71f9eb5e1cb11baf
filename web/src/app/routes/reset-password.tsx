import { useTranslation } from 'react-i18next';
import { PanelPage } from '../layouts/panel-page';

// Built by its own issue; until then the page shows its title.
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  return <PanelPage title={t('pages.resetPassword.title')} />;
}
