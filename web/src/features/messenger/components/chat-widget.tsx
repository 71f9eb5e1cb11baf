import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsStaticPage } from '../../../shared/layout/static-page';
import { loadMessengerSdk, type MessengerSettings } from '../lib/messenger-sdk';

/**
 * The Messenger customer chat (spec sections 2 and 7): page and app id from the server's
 * configuration, attribution biz_inbox, greeting and locale from translations. Nothing is loaded
 * when unconfigured, and it stays away from pages marked static.
 */
export function ChatWidget({ settings }: { settings: MessengerSettings | null | undefined }) {
  const { t } = useTranslation();
  const isStatic = useIsStaticPage();
  const enabled = Boolean(settings) && !isStatic;
  const locale = t('messenger.locale');
  const greeting = t('messenger.greeting');

  useEffect(() => {
    if (enabled && settings) loadMessengerSdk(settings, locale);
  }, [enabled, settings, locale]);

  if (!enabled || !settings) return null;
  // The plugin reads these attributes from the markup; React passes unknown ones through.
  const pluginAttributes: Record<string, string> = {
    attribution: 'biz_inbox',
    page_id: settings.page_id,
    logged_in_greeting: greeting,
    logged_out_greeting: greeting,
  };
  return (
    <>
      <div id="fb-root" />
      <div className="fb-customerchat" data-testid="messenger-chat" {...pluginAttributes} />
    </>
  );
}
