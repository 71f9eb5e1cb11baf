import { useTranslation } from 'react-i18next';
import { OrderReportPage } from '../../features/reports/components/order-report-page';
import { ReportCertificatesPage } from '../../features/reports/components/report-certificates-page';
import { ReportSubscriptionsPage } from '../../features/reports/components/report-subscriptions-page';
import { ReportsOverviewPage } from '../../features/reports/components/reports-overview-page';
import { EvidencePacksPage } from '../../features/evidence/components/evidence-packs-page';
import { PageHeader } from '../../shared/components/page-header';
import { paths } from '../../shared/routing/paths';

export type ReportsView = 'order' | 'overview' | 'subscriptions' | 'certificates' | 'evidence';

const pages: Record<ReportsView, () => React.JSX.Element> = {
  order: OrderReportPage,
  overview: ReportsOverviewPage,
  subscriptions: ReportSubscriptionsPage,
  certificates: ReportCertificatesPage,
  evidence: EvidencePacksPage,
};

/** The reports group (spec section 2): four pages behind the report access check. */
export default function ReportsRoute({ view }: { view: ReportsView }) {
  const { t } = useTranslation();
  const tabs = [
    { to: paths.reports, label: t('pages.reports.tabs.order') },
    { to: paths.reportsOverview, label: t('pages.reports.tabs.overview') },
    { to: paths.reportSubscriptions, label: t('pages.reports.tabs.subscriptions') },
    { to: paths.reportCertificates, label: t('pages.reports.tabs.certificates') },
    { to: paths.evidencePacks, label: t('pages.reports.tabs.evidence') },
  ];
  const Page = pages[view];
  return (
    <>
      <PageHeader title={t(`pages.reports.titles.${view}`)} tabs={tabs} />
      <Page />
    </>
  );
}
