import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../shared/i18n/languages';
import { useUser } from '../api/get-user';

/** Once the user's data is in, the interface follows the user's own language. */
export function useUserLanguage(): void {
  const { i18n } = useTranslation();
  const language = useUser().data?.get_user.language;
  useEffect(() => {
    if (isLanguage(language) && language !== i18n.resolvedLanguage) {
      void i18n.changeLanguage(language);
    }
    // Only when the user's language arrives or changes, not when the visitor picks another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}
