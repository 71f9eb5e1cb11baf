import { useTranslation } from 'react-i18next';
import { RequestAccessForm } from '../../features/access-requests/components/request-access-form';
import { PanelPage } from '../layouts/panel-page';

export default function RequestAccessRoute() {
  const { t } = useTranslation();
  return (
    <PanelPage title={t('pages.requestAccess.title')}>
      <RequestAccessForm />
    </PanelPage>
  );
}
