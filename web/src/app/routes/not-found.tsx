import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/routing/paths';
import { PanelPage } from '../layouts/panel-page';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <PanelPage title={t('notFound.title')} back={{ to: paths.root, label: t('notFound.home') }}>
      <p>{t('notFound.text')}</p>
    </PanelPage>
  );
}
