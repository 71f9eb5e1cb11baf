import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/components/page-header';
import { paths } from '../../shared/routing/paths';

export type ReportsView = 'order' | 'overview' | 'subscriptions' | 'certificates';

// The reports pages are built by their own issue; until then each shows the group's header.
export default function ReportsRoute({ view }: { view: ReportsView }) {
  const { t } = useTranslation();
  const tabs = [
    { to: paths.reports, label: t('pages.reports.tabs.order') },
    { to: paths.reportsOverview, label: t('pages.reports.tabs.overview') },
    { to: paths.reportSubscriptions, label: t('pages.reports.tabs.subscriptions') },
    { to: paths.reportCertificates, label: t('pages.reports.tabs.certificates') },
  ];
  return <PageHeader title={t(`pages.reports.titles.${view}`)} tabs={tabs} />;
}
