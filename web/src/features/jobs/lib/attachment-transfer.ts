import { maximumAttachmentBytes } from '@itad-portal/validation';
import { readToken } from '../../../shared/auth/token';
import { apiCountry } from '../../../shared/country/country';

export interface UploadedAttachment {
  id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
}

/** Why an upload failed, as a translation key (the spec's 'File to large.' for size). */
export type UploadProblem =
  'errors.fileTooLarge' | 'jobs.attachments.typeRefused' | 'jobs.attachments.failed';

export class UploadError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
    this.name = 'UploadError';
  }
}

/** Files over the limit are refused here, before a byte is sent; the server checks again. */
export function isTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > maximumAttachmentBytes;
}

/** The attachments endpoint of the selected country's back end (/attachments/no, dk or se). */
function attachmentsEndpoint(): string {
  return `/attachments/${apiCountry()}`;
}

function authorization(): string {
  const token = readToken();
  return token ? `Bearer ${token}` : '';
}

export async function uploadAttachment(file: File): Promise<UploadedAttachment> {
  if (isTooLarge(file)) throw new UploadError('errors.fileTooLarge');
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(attachmentsEndpoint(), {
      method: 'POST',
      headers: { authorization: authorization() },
      body: form,
    });
  } catch {
    throw new UploadError('jobs.attachments.failed');
  }
  if (response.status === 413) throw new UploadError('errors.fileTooLarge');
  if (response.status === 415) throw new UploadError('jobs.attachments.typeRefused');
  if (!response.ok) throw new UploadError('jobs.attachments.failed');
  return (await response.json()) as UploadedAttachment;
}
