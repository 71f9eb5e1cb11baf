import { logoContentTypes, maximumLogoBytes } from '@itad-portal/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FileInput } from '../../../shared/components/file-input';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import { ConsoleFormError } from '../api/console-form-post';
import { useCustomerLogo, useCustomerLogoChanges } from '../api/console-customer-logo';
import styles from './console.module.css';

/** What the section says of a refused logo. */
function failureKey(error: unknown): string {
  if (!(error instanceof ConsoleFormError)) return 'console.customers.logo.failed';
  if (error.code === 'FILE_TOO_LARGE') return 'errors.fileTooLarge';
  if (error.code === 'UNSUPPORTED_FILE_TYPE') return 'console.customers.logo.notAnImage';
  return 'console.customers.logo.failed';
}

/**
 * The logo the customer's users see in the portal's top bar: shown to every role; staff who act
 * upload a new one (PNG, JPEG or WebP, at most 100 KB) or remove it.
 */
export function CustomerLogo({
  customerId,
  company,
  canAct,
  feedback,
}: {
  customerId: string;
  company: string;
  canAct: boolean;
  feedback: ReturnType<typeof useActionNotice>;
}) {
  const { t } = useTranslation();
  const logo = useCustomerLogo(customerId);
  const changes = useCustomerLogoChanges(customerId);
  const [problem, setProblem] = useState<string | undefined>();

  const upload = (file: File | undefined) => {
    feedback.clear();
    setProblem(undefined);
    if (!file) return;
    if (file.size > maximumLogoBytes) return setProblem(t('errors.fileTooLarge'));
    if (!(logoContentTypes as readonly string[]).includes(file.type)) {
      return setProblem(t('console.customers.logo.notAnImage'));
    }
    changes.upload.mutate(file, {
      onSuccess: () => feedback.succeeded(t('console.customers.logo.saved', { company })),
      onError: (error) => setProblem(t(failureKey(error))),
    });
  };
  const remove = () => {
    feedback.clear();
    changes.remove.mutate(undefined, {
      onSuccess: () => feedback.succeeded(t('console.customers.logo.removed', { company })),
      onError: () => feedback.failed(t('console.customers.logo.failed')),
    });
  };

  return (
    <section className={styles.section} aria-labelledby="console-customer-logo">
      <h2 id="console-customer-logo" className={styles.sectionHeading}>
        {t('console.customers.logo.heading')}
      </h2>
      {logo.isError ? <p role="alert">{t('console.customers.logo.loadFailed')}</p> : null}
      {logo.data ? (
        <img
          className={styles.customerLogo}
          src={logo.data}
          alt={t('console.customers.logo.alt', { company })}
        />
      ) : logo.isSuccess ? (
        <p>{t('console.customers.logo.none')}</p>
      ) : null}
      {canAct ? (
        <div className={styles.logoActions}>
          <FileInput
            label={t('console.customers.logo.file')}
            hint={t('console.customers.logo.fileHint')}
            accept={logoContentTypes.join(',')}
            error={problem}
            disabled={changes.upload.isPending}
            onFiles={([file]) => upload(file)}
          />
          {logo.data ? (
            <div>
              <Button variant="secondary" onClick={remove} disabled={changes.remove.isPending}>
                {t('console.customers.logo.remove')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
