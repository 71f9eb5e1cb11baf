import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  ConsoleMicrosoftLoginUrlDocument,
  ConsoleMicrosoftSignInAvailableDocument,
  ConsoleSignInMicrosoftDocument,
  type ConsoleSignInMicrosoftMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { rememberConsoleMicrosoftSignIn } from '../lib/console-microsoft-pending';

/** Whether the server offers the tenant's sign-in (one setting for every country). */
export function useConsoleMicrosoftAvailable(country: string) {
  return useQuery({
    queryKey: ['console', 'microsoft-available', country],
    queryFn: () => request(ConsoleMicrosoftSignInAvailableDocument, {}, { token: null, country }),
    select: (answer) => answer.console_microsoft_sign_in_available,
    staleTime: Infinity,
  });
}

/**
 * Sends the browser to the provider's tenant for the chosen country's console; this tab keeps
 * the state and the country until the tenant sends it back.
 */
export async function startConsoleMicrosoftSignIn(country: string): Promise<void> {
  const { console_microsoft_login_url: started } = await request(
    ConsoleMicrosoftLoginUrlDocument,
    {},
    { token: null, country },
  );
  rememberConsoleMicrosoftSignIn({ state: started.state, country });
  window.location.assign(started.url);
}

/** Completes it with the code and state the tenant returned, at the country it started in. */
export function useConsoleSignInMicrosoft() {
  return useMutation({
    mutationFn: ({
      country,
      ...variables
    }: ConsoleSignInMicrosoftMutationVariables & { country: string }) =>
      request(ConsoleSignInMicrosoftDocument, variables, { token: null, country }),
  });
}
