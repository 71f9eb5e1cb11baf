import { useTranslation } from 'react-i18next';
import { invalidRecipients, maximumRecipients } from '../lib/recipients';

/** Checks the recipients; returns the translated problem, or null when they are fine. */
export function useRecipientsProblem() {
  const { t } = useTranslation();
  return (addresses: string[]): string | null => {
    if (!addresses.length) return t('reports.form.recipientsMissing');
    if (addresses.length > maximumRecipients) {
      return t('reports.form.recipientsTooMany', { count: maximumRecipients });
    }
    const invalid = invalidRecipients(addresses);
    return invalid.length
      ? t('reports.form.recipientsInvalid', { addresses: invalid.join(', ') })
      : null;
  };
}
