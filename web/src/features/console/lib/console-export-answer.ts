import { http, HttpResponse } from 'msw';
import { network } from '../../../test-support/network';

/** A console export as the server got it: its path, its query and the token it came with. */
export interface ExportRequest {
  path: string;
  query: Record<string, string>;
  authorization: string | null;
}

/**
 * For a list's tests: answers the console's exports with a small file and records each request
 * (the network fake must take files: fakeTheNetwork({ files: true })).
 */
export function serveConsoleExports(): ExportRequest[] {
  const requests: ExportRequest[] = [];
  network.use(
    http.get('*/api/console/:country/exports/:file', ({ request }) => {
      const url = new URL(request.url);
      requests.push({
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: request.headers.get('authorization'),
      });
      return new HttpResponse('Name\r\nNordlys\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="list.csv"',
        },
      });
    }),
  );
  return requests;
}
