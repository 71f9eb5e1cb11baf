import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The provider keeps a supplier's equipment choices (shipment items) as English names; they are
 * the dashboard's categories under another spelling, so both read the same translations.
 */
const categoryOfEnglishName: Record<string, string> = {
  laptops: 'laptop',
  desktops: 'desktop',
  monitors: 'monitor',
  'mobile phones': 'mobile_phone',
  tablets: 'tablet',
  servers: 'server',
  'network equipment': 'network',
  printers: 'printer',
  'storage media': 'storage_media',
  other: 'other',
};

/**
 * Translates an equipment category, given as its code (laptop, mobile_phone...) or its English
 * name (Laptops, Mobile phones...); anything else is shown as it is.
 */
export function useCategoryLabel(): (category: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (category: string) => {
      const code = categoryOfEnglishName[category.trim().toLowerCase()] ?? category;
      return t(`unitSummary.categories.${code}`, { defaultValue: category });
    },
    [t],
  );
}
