import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Translates a category code (laptop, mobile_phone...); an unknown code is shown as it is. */
export function useCategoryLabel(): (category: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (category: string) => t(`unitSummary.categories.${category}`, { defaultValue: category }),
    [t],
  );
}
