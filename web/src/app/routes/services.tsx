import { useTranslation } from 'react-i18next';
import { JobsOverview } from '../../features/jobs/components/jobs-overview';
import { OrderAssignmentPage } from '../../features/jobs/components/order-assignment-page';
import { PageHeader } from '../../shared/components/page-header';
import { paths } from '../../shared/routing/paths';

/** The jobs group: /services orders a pickup or delivery, /services-overview lists the jobs. */
export default function ServicesRoute({ view }: { view: 'order' | 'overview' }) {
  const { t } = useTranslation();
  const tabs = [
    { to: paths.services, label: t('pages.services.tabs.order') },
    { to: paths.servicesOverview, label: t('pages.services.tabs.overview') },
  ];
  return (
    <>
      <PageHeader title={t(`pages.services.titles.${view}`)} tabs={tabs} />
      {view === 'order' ? <OrderAssignmentPage /> : <JobsOverview />}
    </>
  );
}
