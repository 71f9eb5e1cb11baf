import type { AppConfig } from '../../config.js';

export interface MessengerSources {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
}

/**
 * The origins the Messenger chat plugin needs (its SDK script, the chat frames and their calls),
 * admitted by the Content-Security-Policy only when the widget is configured.
 */
export function messengerSources(config: Pick<AppConfig, 'messenger'>): MessengerSources {
  if (!config.messenger) return { scriptSrc: [], frameSrc: [], connectSrc: [] };
  return {
    scriptSrc: ['https://connect.facebook.net'],
    frameSrc: [
      'https://www.facebook.com',
      'https://web.facebook.com',
      'https://staticxx.facebook.com',
    ],
    connectSrc: ['https://*.facebook.com', 'https://connect.facebook.net'],
  };
}
