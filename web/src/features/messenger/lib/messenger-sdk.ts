/** Loading Facebook's Messenger customer chat SDK (xfbml.customerchat.js). */
export interface MessengerSettings {
  page_id: string;
  app_id?: string | null;
}

declare global {
  interface Window {
    fbAsyncInit?: () => void;
    FB?: {
      init(options: Record<string, unknown>): void;
      XFBML?: { parse(element?: Element): void };
    };
  }
}

export const messengerScriptId = 'facebook-jssdk';
const sdkVersion = 'v18.0';

/** The SDK's address for a locale such as nb_NO (from translations: messenger.locale). */
export function messengerScriptUrl(locale: string): string {
  const safeLocale = /^[a-z]{2}_[A-Z]{2}$/.test(locale) ? locale : 'en_GB';
  return `https://connect.facebook.net/${safeLocale}/sdk/xfbml.customerchat.js`;
}

export function loadMessengerSdk(settings: MessengerSettings, locale: string): void {
  if (document.getElementById(messengerScriptId)) {
    // Loaded already (an earlier page): render the newly mounted chat markup.
    window.FB?.XFBML?.parse();
    return;
  }
  window.fbAsyncInit = () => {
    window.FB?.init({
      ...(settings.app_id ? { appId: settings.app_id } : {}),
      xfbml: true,
      version: sdkVersion,
    });
  };
  const script = document.createElement('script');
  script.id = messengerScriptId;
  script.src = messengerScriptUrl(locale);
  script.async = true;
  script.defer = true;
  script.crossOrigin = 'anonymous';
  document.body.append(script);
}
