import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import type { OfferedCompanies } from '../lib/offered-companies';
import styles from './login.module.css';

interface CompanyChoiceProps {
  offer: OfferedCompanies;
  choosing: boolean;
  onChoose: (company: number) => void;
}

/**
 * The person confirms the company they work for before its user takes their address: one
 * button per company; going back to log in changes nothing.
 */
export function CompanyChoice({ offer, choosing, onChoose }: CompanyChoiceProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="company-choice-heading" className={styles.companyChoice}>
      <h2 id="company-choice-heading" ref={heading} tabIndex={-1} className={styles.choiceHeading}>
        {t('login.microsoft.choose.title')}
      </h2>
      <p>{t('login.microsoft.choose.intro', { count: offer.companies.length })}</p>
      <div className={styles.companyButtons}>
        {offer.companies.map((company, index) => (
          <Button
            key={`${index}-${company}`}
            fullWidth
            disabled={choosing}
            onClick={() => onChoose(index)}
          >
            {t('login.microsoft.choose.continueAs', { company })}
          </Button>
        ))}
      </div>
      <p className={styles.notYours}>{t('login.microsoft.choose.notYours')}</p>
    </section>
  );
}
