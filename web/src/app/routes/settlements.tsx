import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { SettlementsPage } from '../../features/settlements/components/settlements-page';
import { PageHeader } from '../../shared/components/page-header';
import { isSettlementType, paths, settlementTypes } from '../../shared/routing/paths';

/** /settlements/{type}: tabs by period and by status (behind the report-access guard). */
export default function SettlementsRoute() {
  const { t } = useTranslation();
  const { type } = useParams();
  if (!isSettlementType(type)) return <Navigate to={paths.settlements('monthly')} replace />;
  const tabs = settlementTypes.map((settlementType) => ({
    to: paths.settlements(settlementType),
    label: t(`pages.settlements.types.${settlementType}`),
  }));
  return (
    <>
      <PageHeader title={t('pages.settlements.title')} tabs={tabs} />
      <SettlementsPage key={type} type={type} />
    </>
  );
}
