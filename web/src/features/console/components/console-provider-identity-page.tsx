import { useTranslation } from 'react-i18next';
import { ActionNotice } from '../../../shared/components/action-notice';
import { PageHeader } from '../../../shared/components/page-header';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { ConsoleProviderIdentityFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { htmlLanguageTag } from '../../../shared/i18n/languages';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useConsoleMe } from '../api/console-me';
import {
  useConsoleProviderIdentity,
  useSaveProviderIdentity,
} from '../api/console-provider-identity';
import { ProviderIdentityForm } from './provider-identity-form';
import { ProviderIdentityImages } from './provider-identity-images';
import styles from './console.module.css';
import pageStyles from './customer-page.module.css';

const shownFields = [
  'legal_name',
  'address',
  'address_country',
  'organisation_number',
  'signatory_name',
  'signatory_title',
  'bank_account',
  'iban',
  'bic',
] as const;

/** Where the identity in force comes from: the server's configuration, or whose save and when. */
function IdentitySource({ identity }: { identity: ConsoleProviderIdentityFieldsFragment }) {
  const { t, i18n } = useTranslation();
  return (
    <p className={styles.pageIntro}>
      {identity.source === 'console' && identity.changed_at
        ? t('consoleIdentity.savedBy', {
            name: identity.changed_by ?? '',
            time: formatDateTime(identity.changed_at, i18n.language),
          })
        : t('consoleIdentity.fromConfiguration')}
    </p>
  );
}

/** The identity as support and account managers read it. */
function IdentityFacts({ identity }: { identity: ConsoleProviderIdentityFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const countryNames = new Intl.DisplayNames([htmlLanguageTag(i18n.language)], { type: 'region' });
  return (
    <dl className={pageStyles.details}>
      {shownFields.map((name) => {
        const value =
          name === 'address_country' ? countryNames.of(identity.address_country) : identity[name];
        return (
          <div key={name} className={pageStyles.detailRow}>
            <dt>{t(`consoleIdentity.fields.${name}`)}</dt>
            <dd>{value || t('consoleIdentity.none')}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The provider's legal identity on this country's documents: administrators change it. */
export function ConsoleProviderIdentityPage() {
  const { t } = useTranslation();
  const me = useConsoleMe();
  const identity = useConsoleProviderIdentity();
  const save = useSaveProviderIdentity();
  const feedback = useActionNotice();
  const staff = me.data?.console_me;
  const current = identity.data;
  return (
    <div className={styles.page}>
      <PageHeader title={t('consoleIdentity.title')} />
      <p className={styles.pageIntro}>{t('consoleIdentity.intro')}</p>
      <ActionNotice notice={feedback.notice} />
      {identity.isError ? <p role="alert">{t('consoleIdentity.loadFailed')}</p> : null}
      {current && staff ? (
        <section className={styles.section} aria-labelledby="identity-heading">
          <h2 id="identity-heading" className={styles.sectionHeading}>
            {t('consoleIdentity.inForce')}
          </h2>
          <IdentitySource identity={current} />
          {staff.role === 'administrator' ? (
            <ProviderIdentityForm
              // A save starts the form again from what the server kept (an IBAN in groups).
              key={current.changed_at ?? 'configuration'}
              identity={current}
              pending={save.isPending}
              onUnchanged={() => feedback.succeeded(t('consoleIdentity.unchanged'))}
              onSave={(input) => {
                feedback.clear();
                return save.mutateAsync(input).then(
                  () => feedback.succeeded(t('consoleIdentity.saved')),
                  (error: unknown) =>
                    feedback.failed(t(errorMessage(error, 'consoleIdentity').key)),
                );
              }}
            />
          ) : (
            <>
              <IdentityFacts identity={current} />
              <p className={styles.readOnly}>{t('consoleIdentity.administratorsOnly')}</p>
            </>
          )}
        </section>
      ) : null}
      {current && staff ? (
        <ProviderIdentityImages
          identity={current}
          canChange={staff.role === 'administrator'}
          feedback={feedback}
        />
      ) : null}
    </div>
  );
}
