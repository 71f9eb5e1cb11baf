import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../shared/components/page-header';
import { isSettlementType, paths, settlementTypes } from '../../shared/routing/paths';

// Settlements are built by their own issue; until then each type shows the header and tabs.
export default function SettlementsRoute() {
  const { t } = useTranslation();
  const { type } = useParams();
  if (!isSettlementType(type)) return <Navigate to={paths.settlements('monthly')} replace />;
  const tabs = settlementTypes.map((settlementType) => ({
    to: paths.settlements(settlementType),
    label: t(`pages.settlements.types.${settlementType}`),
  }));
  return <PageHeader title={t('pages.settlements.title')} tabs={tabs} />;
}
