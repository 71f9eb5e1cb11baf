import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isStaticPage } from '../../../shared/layout/static-page';
import { loadMessengerSdk, messengerScriptId, type MessengerSettings } from '../lib/messenger-sdk';

/**
 * The Messenger customer chat (spec sections 2 and 7): page and app id from the server's
 * configuration, attribution biz_inbox, greeting and locale from translations. Nothing is loaded
 * when unconfigured, and it stays away from pages marked static.
 */
export function ChatWidget({
  settings,
  userLanguage,
}: {
  settings: MessengerSettings | null | undefined;
  /** The user's language; the SDK waits until the interface is in it, to load in its locale. */
  userLanguage: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const enabled = Boolean(settings) && !isStaticPage(pathname);
  const languageApplied = userLanguage !== undefined && i18n.resolvedLanguage === userLanguage;
  const locale = t('messenger.locale');
  const greeting = t('messenger.greeting');

  useEffect(() => {
    // Once loaded, a later change of language keeps the chat (the SDK cannot be swapped).
    const loaded = document.getElementById(messengerScriptId) !== null;
    if (enabled && settings && (languageApplied || loaded)) loadMessengerSdk(settings, locale);
  }, [enabled, settings, locale, languageApplied]);

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
