import { describe, expect, it } from 'vitest';
import { parseServerSentEvent, readServerSentEvents } from './server-sent-events';

describe('server-sent events', () => {
  it('reads id, event and data, and skips comments and retry lines', () => {
    expect(parseServerSentEvent('id: 7\nevent: notification\ndata: {"a":1}')).toEqual({
      id: '7',
      event: 'notification',
      data: '{"a":1}',
    });
    expect(parseServerSentEvent(': keep-alive')).toBeNull();
    expect(parseServerSentEvent('retry: 2000')).toBeNull();
  });

  it('hands over events split across chunks as each completes', async () => {
    const encoder = new TextEncoder();
    const chunks = [
      'retry: 2000\n\nid: 1\nevent: notif',
      'ication\ndata: {}\n\n: keep',
      '-alive\n\n',
    ];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    const events: unknown[] = [];
    await readServerSentEvents(body, (event) => events.push(event));
    expect(events).toEqual([{ id: '1', event: 'notification', data: '{}' }]);
  });
});
