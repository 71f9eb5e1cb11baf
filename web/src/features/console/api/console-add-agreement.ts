import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCustomersKey } from './console-customers';
import { ConsoleFormError, postConsoleForm } from './console-form-post';

/** An agreement as the form sends it; titles in other languages only where given. */
interface NewAgreement {
  customerId: string;
  number: string;
  title: string;
  translations: Partial<Record<'da' | 'fi' | 'no' | 'se', string>>;
  validFrom: string;
  validTo: string;
  isMain: boolean;
  terms: File | null;
}

async function addAgreement(agreement: NewAgreement): Promise<{ agreement_number: string }> {
  const query = new URLSearchParams({
    customer_id: agreement.customerId,
    number: agreement.number,
    title: agreement.title,
    valid_from: agreement.validFrom,
    main: String(agreement.isMain),
  });
  if (agreement.validTo) query.set('valid_to', agreement.validTo);
  for (const [language, title] of Object.entries(agreement.translations)) {
    if (title) query.set(`title_${language}`, title);
  }
  const answer = (await postConsoleForm('agreements', query, agreement.terms ?? undefined)) as {
    agreement_number?: string;
  };
  if (!answer.agreement_number) throw new ConsoleFormError('INTERNAL_SERVER_ERROR', null);
  return { agreement_number: answer.agreement_number };
}

/** What the form says of a refused agreement: the server's words for bad input, else a key. */
export function agreementFailureOf(error: unknown): { key: string } | { text: string } {
  if (!(error instanceof ConsoleFormError)) return { key: 'consoleAgreements.failed' };
  if (error.code === 'FILE_TOO_LARGE') return { key: 'errors.fileTooLarge' };
  if (error.code === 'FORBIDDEN') return { key: 'consoleAgreements.forbidden' };
  if (error.code === 'BAD_USER_INPUT' && error.serverMessage) return { text: error.serverMessage };
  return { key: 'consoleAgreements.failed' };
}

export function useAddAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleCustomersKey }),
  });
}
