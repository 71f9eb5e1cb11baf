import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import type { UnitHoldDecision } from '../../../shared/graphql/generated/graphql';
import styles from './unit-holds.module.css';

interface HoldSelectionProps {
  selected: ReadonlySet<string>;
  onAnswer: (decision: UnitHoldDecision) => void;
  onClear: () => void;
}

/** What is done with the ticked holds (on this page and others): release or destroy them all. */
export function HoldSelection({ selected, onAnswer, onClear }: HoldSelectionProps) {
  const { t } = useTranslation();
  if (selected.size === 0) {
    return <p className={styles.selectionHint}>{t('unitHolds.selection.hint')}</p>;
  }
  return (
    <div className={styles.selection} role="group" aria-label={t('unitHolds.selection.label')}>
      <p className={styles.selectionCount} aria-live="polite">
        {t('unitHolds.selection.count', { count: selected.size })}
      </p>
      <Button onClick={() => onAnswer('release')}>{t('unitHolds.release')}</Button>
      <Button variant="danger" onClick={() => onAnswer('destroy')}>
        {t('unitHolds.destroy')}
      </Button>
      <Button variant="secondary" onClick={onClear}>
        {t('unitHolds.selection.clear')}
      </Button>
    </div>
  );
}
