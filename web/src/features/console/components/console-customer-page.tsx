import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionNotice } from '../../../shared/components/action-notice';
import { ErrorState } from '../../../shared/components/error-state';
import { PageHeader } from '../../../shared/components/page-header';
import { Spinner } from '../../../shared/components/spinner';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { paths } from '../../../shared/routing/paths';
import { useConsoleCustomer } from '../api/console-customer';
import { useConsoleMe } from '../api/console-me';
import { CustomerAgreements } from './customer-agreements';
import { CustomerContacts } from './customer-contacts';
import { CustomerCreateForm } from './customer-create-form';
import { CustomerDetails } from './customer-details';
import { CustomerInviteForm } from './customer-invite-form';
import { CustomerLogo } from './customer-logo';
import { CustomerShipmentItems } from './customer-shipment-items';
import { CustomerSettings } from './customer-settings';
import { CustomerUserList } from './customer-user-list';
import styles from './console.module.css';
import pageStyles from './customer-page.module.css';

/**
 * One customer as staff see it: its details, whether files go with its orders, its users and an
 * invitation. Support staff read only. One notice says how the last change went.
 */
export function ConsoleCustomerPage({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const me = useConsoleMe();
  const role = me.data?.console_me.role;
  const canAct = role !== undefined && role !== 'support';
  const feedback = useActionNotice();
  const customer = useConsoleCustomer(customerId);
  const back = (
    <Link className={pageStyles.backLink} to={paths.consoleCustomers}>
      {t('console.customers.customer.back')}
    </Link>
  );

  if (customer.isPending) {
    return (
      <div className={styles.page}>
        {back}
        <PageHeader title={t('console.customers.customer.titleLoading')} />
        <div role="status" className={styles.loading}>
          <Spinner size={40} />
          <span>{t('common.loading')}</span>
        </div>
      </div>
    );
  }
  if (customer.isError) {
    const notFound =
      customer.error instanceof GraphQLRequestError && customer.error.code === 'NOT_FOUND';
    return (
      <div className={styles.page}>
        {back}
        <PageHeader
          title={t(
            notFound
              ? 'console.customers.customer.notFoundTitle'
              : 'console.customers.customer.titleLoading',
          )}
        />
        <ErrorState
          message={t(
            notFound
              ? 'console.customers.customer.notFound'
              : 'console.customers.customer.loadFailed',
          )}
          onRetry={notFound ? undefined : () => void customer.refetch()}
          retrying={customer.isFetching}
        />
      </div>
    );
  }

  const found = customer.data.console_customer;
  return (
    <div className={styles.page}>
      {back}
      <PageHeader title={found.company} />
      {role === 'support' ? (
        <p className={styles.readOnly}>{t('console.customers.readOnly')}</p>
      ) : null}
      <ActionNotice notice={feedback.notice} />
      <div className={pageStyles.summary}>
        <CustomerDetails customer={found} />
        {role ? <CustomerSettings customer={found} canAct={canAct} feedback={feedback} /> : null}
      </div>
      {role ? (
        <CustomerShipmentItems customerId={found.id} canAct={canAct} feedback={feedback} />
      ) : null}
      {role ? (
        <CustomerLogo
          customerId={found.id}
          company={found.company}
          canAct={canAct}
          feedback={feedback}
        />
      ) : null}
      {role ? <CustomerUserList customer={found} canAct={canAct} feedback={feedback} /> : null}
      {canAct ? (
        <CustomerInviteForm
          customerId={found.id}
          reportAccessDefault={found.report_access_default}
          feedback={feedback}
        />
      ) : null}
      {canAct && found.is_master_account ? (
        <CustomerCreateForm group={{ id: found.id, company: found.company }} />
      ) : null}
      {role ? <CustomerContacts customerId={found.id} canAct={canAct} feedback={feedback} /> : null}
      {role ? <CustomerAgreements customer={found} canAct={canAct} feedback={feedback} /> : null}
    </div>
  );
}
