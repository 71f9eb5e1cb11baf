import { useTranslation } from 'react-i18next';
import type { ConsoleSignInMutation } from '../../../shared/graphql/generated/graphql';
import styles from './console.module.css';

type Setup = NonNullable<ConsoleSignInMutation['console_sign_in']['totp_setup']>;

/** The key in groups of four, as authenticator apps ask it to be typed. */
function groupsOf(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** How to add the console to an authenticator app: scan the code, or type the key. */
export function TotpSetup({ setup }: { setup: Setup }) {
  const { t } = useTranslation();
  return (
    <section className={styles.setup} aria-labelledby="totp-setup-heading">
      <h2 id="totp-setup-heading" className={styles.subheading}>
        {t('console.setup.heading')}
      </h2>
      <p>{t('console.setup.intro')}</p>
      <ol className={styles.setupSteps}>
        <li>{t('console.setup.scan')}</li>
        <li>{t('console.setup.confirm')}</li>
      </ol>
      <img className={styles.qrCode} src={setup.qr_code} alt={t('console.setup.qrAlt')} />
      <p className={styles.keyLabel}>{t('console.setup.typeKey')}</p>
      <code className={styles.key} aria-label={t('console.setup.keyLabel')}>
        {groupsOf(setup.secret)}
      </code>
    </section>
  );
}
