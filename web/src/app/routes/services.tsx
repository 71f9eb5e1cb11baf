import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/components/page-header';
import { paths } from '../../shared/routing/paths';

// The jobs pages are built by their own issue; until then each shows the group's header.
export default function ServicesRoute({ view }: { view: 'order' | 'overview' }) {
  const { t } = useTranslation();
  const tabs = [
    { to: paths.services, label: t('pages.services.tabs.order') },
    { to: paths.servicesOverview, label: t('pages.services.tabs.overview') },
  ];
  return <PageHeader title={t(`pages.services.titles.${view}`)} tabs={tabs} />;
}
