import { useTranslation } from 'react-i18next';
import { UnitHoldsPage } from '../../features/unit-holds/components/unit-holds-page';
import { PageHeader } from '../../shared/components/page-header';

/** /unit-holds: units waiting for the customer's release or request to destroy them instead. */
export default function UnitHoldsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.unitHolds.title')} />
      <UnitHoldsPage />
    </>
  );
}
