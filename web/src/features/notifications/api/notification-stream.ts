import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { readToken } from '../../../shared/auth/token';
import { apiCountry } from '../../../shared/country/country';
import type { GetNotificationsQuery } from '../../../shared/graphql/generated/graphql';
import { notificationsQueryKey } from './get-notifications';
import { readServerSentEvents } from '../lib/server-sent-events';

export type PortalNotification =
  GetNotificationsQuery['get_notifications']['notifications'][number];

const firstRetryMilliseconds = 2_000;
const longestRetryMilliseconds = 30_000;

/** The stream of the country whose GraphQL endpoint the app talks to. */
function streamUrl(): string {
  return `/api/notifications/${apiCountry()}/stream`;
}

function pause(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, milliseconds);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Listens, while mounted, to the caller's new notifications (server-sent events read with a
 * streaming fetch, so the token travels in the Authorization header and never in a URL). Each
 * one refreshes the bell and is handed to `onNotification`; a dropped stream is opened again
 * with Last-Event-ID, so nothing sent meanwhile is missed.
 */
export function useNotificationStream(onNotification: (notification: PortalNotification) => void) {
  const queryClient = useQueryClient();
  const handler = useRef(onNotification);
  useEffect(() => {
    handler.current = onNotification;
  }, [onNotification]);

  useEffect(() => {
    let abort = new AbortController();
    let lastEventId: string | undefined;
    let reconnecting = false;
    let retry = firstRetryMilliseconds;
    const follow = async (signal: AbortSignal) => {
      while (!signal.aborted) {
        const token = readToken();
        if (!token) return;
        try {
          const response = await fetch(streamUrl(), {
            signal,
            headers: {
              accept: 'text/event-stream',
              authorization: `Bearer ${token}`,
              ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
            },
          });
          // A session that ended is the layout's to handle (it signs out): stop here.
          if (response.status === 401 || response.status === 403) return;
          if (response.ok && response.body) {
            retry = firstRetryMilliseconds;
            // What came while the stream was down shows in the count and the list (on the
            // first connect the bell has just loaded them).
            if (reconnecting)
              void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
            reconnecting = true;
            await readServerSentEvents(response.body, (event) => {
              if (event.id) lastEventId = event.id;
              if (event.event !== 'notification') return;
              handler.current(JSON.parse(event.data) as PortalNotification);
              void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
            });
          }
        } catch {
          // Network gone or the stream cut: try again below.
        }
        await pause(retry, signal);
        retry = Math.min(retry * 2, longestRetryMilliseconds);
      }
    };
    // A page the browser keeps for Back and Forward holds no stream: over HTTP/1.1 a browser
    // has six connections to a host, and six kept pages' streams would leave the next page none.
    // Shown again, it catches up from the last event it had.
    const onPageHide = () => abort.abort();
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !abort.signal.aborted) return;
      abort = new AbortController();
      reconnecting = true;
      retry = firstRetryMilliseconds;
      void follow(abort.signal);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    void follow(abort.signal);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      abort.abort();
    };
  }, [queryClient]);
}
