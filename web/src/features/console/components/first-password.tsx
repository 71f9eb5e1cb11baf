import { useTranslation } from 'react-i18next';
import styles from './console.module.css';

/** A first password, shown once: whom it is for and how to hand it over. */
export function FirstPassword({ name, password }: { name: string; password: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} aria-labelledby="first-password-heading">
      <h2 id="first-password-heading" className={styles.subheading}>
        {t('consoleStaff.firstPasswordHeading', { name })}
      </h2>
      <p>
        <code className={styles.firstPassword} aria-label={t('consoleStaff.firstPasswordLabel')}>
          {password}
        </code>
      </p>
      <p>{t('consoleStaff.firstPasswordHint')}</p>
    </section>
  );
}
