import { useTranslation } from 'react-i18next';
import { CustomerViewStart } from '../../features/auth/components/customer-view-start';
import { PanelPage } from '../layouts/panel-page';

export default function ViewAsRoute() {
  const { t } = useTranslation();
  return (
    <PanelPage title={t('customerView.title')}>
      <CustomerViewStart />
    </PanelPage>
  );
}
