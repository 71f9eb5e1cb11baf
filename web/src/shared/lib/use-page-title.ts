import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab (and what screen readers announce on navigation) after the page:
 * "Jobs – Greentech customer portal", in the interface language.
 */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('app.pageTitle', { page, product: t('app.title') });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
