import { maximumExpectedAssetFileBytes, type ExpectedAssetMapping } from '@itad-portal/validation';
import { readToken } from '../../../shared/auth/token';
import { columnQuery, type ListCheck } from './expected-asset-mapping';
import { jobsApiBase } from './reconciliation-view';

/** Why a list could not be checked or attached, as a translation key. */
export type ListTransferProblem =
  | 'reconciliation.upload.tooLarge'
  | 'reconciliation.upload.unreadable'
  | 'reconciliation.upload.failed';

export class ListTransferError extends Error {
  constructor(readonly problem: ListTransferProblem) {
    super(problem);
    this.name = 'ListTransferError';
  }
}

/**
 * Sends a list to the server: to check it (no job) or to store it for a job. Bad rows and
 * columns to choose are an answer (ListCheck), not an error; the network and unreadable files are.
 */
export async function sendExpectedAssetList(
  file: File,
  options: { mapping: ExpectedAssetMapping | null; jobId?: string },
): Promise<ListCheck> {
  if (file.size > maximumExpectedAssetFileBytes) {
    throw new ListTransferError('reconciliation.upload.tooLarge');
  }
  const query = new URLSearchParams({
    ...(options.jobId ? { job_id: options.jobId } : {}),
    ...columnQuery(options.mapping),
  });
  const form = new FormData();
  form.append('file', file, file.name);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${jobsApiBase()}/expected-assets?${query.toString()}`, {
      method: 'POST',
      headers: { authorization: token ? `Bearer ${token}` : '' },
      body: form,
    });
  } catch {
    throw new ListTransferError('reconciliation.upload.failed');
  }
  if (response.status === 413) throw new ListTransferError('reconciliation.upload.tooLarge');
  const body = (await response.json().catch(() => null)) as
    (Partial<ListCheck> & { error?: { message?: string } }) | null;
  if (body && Array.isArray(body.headers) && body.mapping) {
    return { ...body, layout: body.layout ?? null, preview: body.preview ?? [] } as ListCheck;
  }
  if (body?.error?.message?.startsWith('The file could not be read')) {
    throw new ListTransferError('reconciliation.upload.unreadable');
  }
  throw new ListTransferError('reconciliation.upload.failed');
}

/**
 * After an order: stores the list the user chose for the new job. False when it could not be
 * stored (the job is ordered all the same; the list can be attached on the job page).
 */
export async function attachListAfterOrder(
  selection: { file: File; mapping: ExpectedAssetMapping | null } | null,
  jobId: string,
): Promise<boolean> {
  if (!selection) return true;
  try {
    const result = await sendExpectedAssetList(selection.file, {
      mapping: selection.mapping,
      jobId,
    });
    return result.stored !== undefined;
  } catch {
    return false;
  }
}
