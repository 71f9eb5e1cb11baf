import { useTranslation } from 'react-i18next';
import { DepartmentsPage } from '../../features/departments/components/departments-page';
import { PageHeader } from '../../shared/components/page-header';

/** /departments, shown as main contacts: agreements and associated companies (spec section 3). */
export default function DepartmentsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.departments.title')} />
      <DepartmentsPage />
    </>
  );
}
