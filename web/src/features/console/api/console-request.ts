import { GraphQLRequestError, request } from '../../../shared/graphql/client';
import { clearConsoleSession, consoleCaller } from '../lib/console-session';

type Document<Result, Variables> = Parameters<typeof request<Result, Variables>>[0];

/**
 * Sends a console operation as the staff session. A session the server no longer knows (signed
 * out elsewhere, idle, deactivated) ends here too, which brings back the sign-in.
 */
export async function consoleRequest<Result, Variables>(
  document: Document<Result, Variables>,
  variables?: Variables,
): Promise<Result> {
  try {
    return await request(document, variables, consoleCaller());
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED') {
      clearConsoleSession();
    }
    throw error;
  }
}
