import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SettlementsPage } from '../../features/settlements/components/settlements-page';
import { PageHeader } from '../../shared/components/page-header';
import { isSettlementType, paths, settlementTypes } from '../../shared/routing/paths';
import dataPage from '../../shared/styles/data-page.module.css';

/** An unknown type is an unknown page (spec: any unknown path shows a not-found page). */
function UnknownSettlementType() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <section className={dataPage.section}>
        <p>{t('notFound.text')}</p>
        <p>
          <Link to={paths.settlements('monthly')}>{t('settlements.toSettlements')}</Link>
        </p>
      </section>
    </>
  );
}

/** /settlements/{type}: tabs by period and by status (behind the report-access guard). */
export default function SettlementsRoute() {
  const { t } = useTranslation();
  const { type } = useParams();
  if (!isSettlementType(type)) return <UnknownSettlementType />;
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
