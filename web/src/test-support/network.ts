import { File as NodeFile } from 'node:buffer';
import { graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

/**
 * The API as web tests see it: requests leave the code under test as they would in the browser
 * (the GraphQL client, downloads, uploads) and MSW answers them at the network, with the handlers
 * a test gives: `network.use(graphql.query('get_x', ...), http.post('*\/api/...', ...))`.
 */
export const network = setupServer();

/** Operations sent in this test that its answerOperations had no answer for. */
const unanswered: string[] = [];

/**
 * Fakes the network for one test file: a request no handler answers fails the test, and each
 * test starts with no handlers.
 *
 * `files` is for tests that upload or download: under jsdom, Vitest 4 can neither put jsdom's
 * File into a request nor give a downloaded Blob an address (vitest-dev/vitest#11294, #9135).
 * Such tests build files and forms with Node's classes, which the network takes as a browser
 * would, and a download's address is a stand-in (jsdom saves no files anyway).
 */
export function fakeTheNetwork({ files = false }: { files?: boolean } = {}): void {
  beforeAll(async () => {
    network.listen({ onUnhandledRequest: 'error' });
    if (files) {
      vi.stubGlobal('File', NodeFile);
      vi.stubGlobal('FormData', await nodeFormData());
    }
  });
  beforeEach(() => {
    if (!files) return;
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:download');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  });
  afterEach(() => {
    network.resetHandlers();
    network.events.removeAllListeners();
    const operations = unanswered.splice(0);
    if (operations.length > 0) {
      throw new Error(`The test gave no answer to: ${operations.join(', ')}`);
    }
  });
  afterAll(() => {
    network.close();
    vi.unstubAllGlobals();
  });
}

/** Node's own FormData class (jsdom's takes its place in the test's globals). */
async function nodeFormData(): Promise<typeof FormData> {
  const parsed = await new Response('', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  return parsed.constructor as typeof FormData;
}

/** Every address requested from now on (until the test ends), in order. */
export function recordRequests(): string[] {
  const urls: string[] = [];
  network.events.on('request:start', ({ request }) => urls.push(request.url));
  return urls;
}

/** A GraphQL operation as the client sent it. */
export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

/** The body a test answers an operation with (`{ data }` or `{ data: null, errors }`). */
type OperationAnswer = (variables: Record<string, unknown>) => object;

/**
 * Answers GraphQL operations by name with the bodies the test gives, and records every operation
 * sent, in order. Any other operation is answered with a GraphQL error and fails the test when it
 * ends (as onUnhandledRequest does for other requests): a test lists every operation it expects.
 * One call per test.
 */
export function answerOperations(answers: Record<string, OperationAnswer>): SentOperation[] {
  const sent: SentOperation[] = [];
  network.use(
    graphql.operation(({ operationName, variables }) => {
      sent.push({ operationName, variables });
      const answer = answers[operationName];
      if (!answer) {
        unanswered.push(operationName);
        return Response.json({
          data: null,
          errors: [{ message: `The test gave no answer to ${operationName}` }],
        });
      }
      // The answer goes out as it is, unchecked: a test may answer what the server never would.
      return Response.json(answer(variables));
    }),
  );
  return sent;
}
