import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import { useSetCustomerCanUpload } from '../api/console-set-customer-can-upload';
import type { ConsoleCustomer } from './customer-details';
import styles from './console.module.css';
import pageStyles from './customer-page.module.css';

/**
 * Whether the customer's users may attach files to their orders: a switch for staff who act,
 * the setting in words for support. The switch shows the choice while it is being saved.
 */
export function CustomerUploadSetting({
  customer,
  canAct,
  feedback,
}: {
  customer: ConsoleCustomer;
  canAct: boolean;
  feedback: ReturnType<typeof useActionNotice>;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const setting = useSetCustomerCanUpload();
  const canUpload = setting.isPending ? setting.variables.can_upload : customer.can_upload;

  const change = (allowed: boolean) => {
    feedback.clear();
    setting.mutate(
      { customer_id: customer.id, can_upload: allowed },
      {
        onSuccess: ({ console_set_customer_can_upload: saved }) =>
          feedback.succeeded(
            t(saved.can_upload ? 'console.customers.upload.on' : 'console.customers.upload.off', {
              company: saved.company,
            }),
          ),
        onError: (error) => feedback.failed(t(errorMessage(error, 'consoleCustomerSetting').key)),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="console-customer-files">
      <h2 id="console-customer-files" className={styles.sectionHeading}>
        {t('console.customers.upload.heading')}
      </h2>
      {canAct ? (
        <>
          <label className={pageStyles.switch}>
            <input
              type="checkbox"
              role="switch"
              checked={canUpload}
              disabled={setting.isPending}
              aria-describedby={hintId}
              onChange={(event) => change(event.target.checked)}
            />
            <span>
              {t('console.customers.upload.label')}
              {/* The switch says on or off itself; the word is for the eye. */}
              <span className={pageStyles.switchState} aria-hidden="true">
                {t(canUpload ? 'console.customers.filesAllowed' : 'console.customers.filesRefused')}
              </span>
            </span>
          </label>
          <p id={hintId} className={pageStyles.settingText}>
            {t('console.customers.upload.hint')}
          </p>
        </>
      ) : (
        <p className={pageStyles.settingText}>
          {t(canUpload ? 'console.customers.upload.allowed' : 'console.customers.upload.refused')}
        </p>
      )}
    </section>
  );
}
