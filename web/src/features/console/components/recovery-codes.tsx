import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import styles from './console.module.css';

/**
 * The recovery codes of a new authenticator, shown this once: a list to copy, a file to keep,
 * and a check that they are kept before the console opens.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [kept, setKept] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);

  const download = () => {
    const text = `${t('console.recovery.fileTitle')}\n\n${codes.join('\n')}\n`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'console-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <section className={styles.form} aria-labelledby="recovery-heading">
      <h2 id="recovery-heading" className={styles.subheading} ref={heading} tabIndex={-1}>
        {t('console.recovery.heading')}
      </h2>
      <p>{t('console.recovery.intro')}</p>
      <ul className={styles.recoveryCodes} aria-label={t('console.recovery.listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={download}>
        {t('console.recovery.download')}
      </Button>
      <label className={styles.check}>
        <input type="checkbox" checked={kept} onChange={(event) => setKept(event.target.checked)} />
        {t('console.recovery.kept')}
      </label>
      <Button fullWidth disabled={!kept} onClick={onDone}>
        {t('console.recovery.continue')}
      </Button>
    </section>
  );
}
