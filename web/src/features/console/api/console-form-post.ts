import { apiCountry } from '../../../shared/country/country';
import { clearConsoleSession, consoleCaller } from '../lib/console-session';

/** A refused console upload: the server's code (NETWORK when it could not be reached) and words. */
export class ConsoleFormError extends Error {
  constructor(
    readonly code: string,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? code);
    this.name = 'ConsoleFormError';
  }
}

/** Codes a refusal without a readable body stands for, by HTTP status. */
const codesOfStatus: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'FILE_TOO_LARGE',
};

/**
 * Posts to a console REST route of the session's country as the staff session: what it is in the
 * query, the file (if any) as multipart/form-data. The answer's JSON, or a ConsoleFormError. A
 * session the server no longer knows ends here too, as for the console's GraphQL calls.
 */
export async function postConsoleForm(
  route: string,
  query: URLSearchParams,
  file?: File,
): Promise<unknown> {
  const caller = consoleCaller();
  let body: FormData | undefined;
  if (file) {
    body = new FormData();
    body.append('file', file, file.name);
  }
  let response: Response;
  try {
    response = await fetch(
      `/api/console/${apiCountry(caller.country)}/${route}?${query.toString()}`,
      {
        method: 'POST',
        headers: { authorization: caller.token ? `Bearer ${caller.token}` : '' },
        ...(body ? { body } : {}),
      },
    );
  } catch {
    throw new ConsoleFormError('NETWORK', null);
  }
  const answer = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
  } | null;
  if (response.ok && answer) return answer;
  const code = answer?.error?.code ?? codesOfStatus[response.status] ?? 'INTERNAL_SERVER_ERROR';
  if (code === 'UNAUTHENTICATED') clearConsoleSession();
  throw new ConsoleFormError(code, answer?.error?.message ?? null);
}
