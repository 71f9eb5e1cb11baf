import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import { useSetCustomerCanUpload } from '../api/console-set-customer-can-upload';
import { useSetCustomerReportAccessDefault } from '../api/console-set-customer-report-access-default';
import type { ConsoleCustomer } from './customer-details';
import { SettingSwitch } from './setting-switch';
import styles from './console.module.css';

/**
 * The customer's switches: whether its users may attach files to their orders, and whether its
 * new users get report access unless whoever invites them says otherwise.
 */
export function CustomerSettings({
  customer,
  canAct,
  feedback,
}: {
  customer: ConsoleCustomer;
  canAct: boolean;
  feedback: ReturnType<typeof useActionNotice>;
}) {
  const { t } = useTranslation();
  const upload = useSetCustomerCanUpload();
  const reportAccess = useSetCustomerReportAccessDefault();
  const canUpload = upload.isPending ? upload.variables.can_upload : customer.can_upload;
  const reportAccessDefault = reportAccess.isPending
    ? reportAccess.variables.report_access_default
    : customer.report_access_default;
  const failed = (error: unknown) =>
    feedback.failed(t(errorMessage(error, 'consoleCustomerSetting').key));

  const changeUpload = (allowed: boolean) => {
    feedback.clear();
    upload.mutate(
      { customer_id: customer.id, can_upload: allowed },
      {
        onSuccess: ({ console_set_customer_can_upload: saved }) =>
          feedback.succeeded(
            t(saved.can_upload ? 'console.customers.upload.on' : 'console.customers.upload.off', {
              company: saved.company,
            }),
          ),
        onError: failed,
      },
    );
  };
  const changeReportAccess = (given: boolean) => {
    feedback.clear();
    reportAccess.mutate(
      { customer_id: customer.id, report_access_default: given },
      {
        onSuccess: ({ console_set_customer_report_access_default: saved }) =>
          feedback.succeeded(
            t(
              saved.report_access_default
                ? 'console.customers.reportAccessDefault.on'
                : 'console.customers.reportAccessDefault.off',
              { company: saved.company },
            ),
          ),
        onError: failed,
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="console-customer-settings">
      <h2 id="console-customer-settings" className={styles.sectionHeading}>
        {t('console.customers.settingsHeading')}
      </h2>
      <SettingSwitch
        canAct={canAct}
        checked={canUpload}
        pending={upload.isPending}
        label={t('console.customers.upload.label')}
        hint={t('console.customers.upload.hint')}
        stateWord={t(
          canUpload ? 'console.customers.filesAllowed' : 'console.customers.filesRefused',
        )}
        readOnlyText={t(
          canUpload ? 'console.customers.upload.allowed' : 'console.customers.upload.refused',
        )}
        onChange={changeUpload}
      />
      <SettingSwitch
        canAct={canAct}
        checked={reportAccessDefault}
        pending={reportAccess.isPending}
        label={t('console.customers.reportAccessDefault.label')}
        hint={t('console.customers.reportAccessDefault.hint')}
        stateWord={t(
          reportAccessDefault
            ? 'console.customers.reportAccessDefault.stateOn'
            : 'console.customers.reportAccessDefault.stateOff',
        )}
        readOnlyText={t(
          reportAccessDefault
            ? 'console.customers.reportAccessDefault.given'
            : 'console.customers.reportAccessDefault.notGiven',
        )}
        onChange={changeReportAccess}
      />
    </section>
  );
}
