import type { CountryCode } from '../shared/countries.js';

interface StreamedEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The next event (not comments or the retry line); rejects after the timeout. */
  next(timeoutMilliseconds?: number): Promise<StreamedEvent>;
  close(): void;
}

/**
 * Opens GET /api/notifications/:country/stream over HTTP as a browser's streaming fetch does
 * (the token in the Authorization header) and parses the server-sent events as they come.
 */
export async function openNotificationStream(
  baseUrl: string,
  token: string | undefined,
  options: { country?: CountryCode; lastEventId?: string } = {},
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/${options.country ?? 'no'}/stream`, {
    signal: abort.signal,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
  });
  const events: StreamedEvent[] = [];
  const waiting: ((event: StreamedEvent) => void)[] = [];
  let buffer = '';
  const deliver = (event: StreamedEvent) => {
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else events.push(event);
  };
  const parse = (block: string) => {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length) deliver({ id, event, data: data.join('\n') });
  };
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Closed by the test.
      }
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    next: (timeoutMilliseconds = 10_000) =>
      new Promise<StreamedEvent>((resolve, reject) => {
        const kept = events.shift();
        if (kept) {
          resolve(kept);
          return;
        }
        const waiter = (event: StreamedEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`No event within ${timeoutMilliseconds} ms`));
        }, timeoutMilliseconds);
        waiting.push(waiter);
      }),
    close: () => abort.abort(),
  };
}

/** Moves a job to a status as the provider's systems do (POST .../jobs/:job/status, its key). */
export async function providerSetsJobStatus(
  baseUrl: string,
  providerKey: string,
  jobId: string,
  status: string,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/provider/no/jobs/${jobId}/status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${providerKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  if (!response.ok) throw new Error(`Status refused: ${response.status} ${await response.text()}`);
}
