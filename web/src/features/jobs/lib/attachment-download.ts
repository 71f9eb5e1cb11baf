import { readToken } from '../../../shared/auth/token';
import { fileNameOfDisposition } from '../../../shared/lib/download-file';

// Kept apart from the upload code, so the job page does not load the validation rules.

function authorization(): string {
  const token = readToken();
  return token ? `Bearer ${token}` : '';
}

/** The file name a Content-Disposition header gives (filename* first), or null. */
export const fileNameFromDisposition = fileNameOfDisposition;

/**
 * Downloads an attachment: the request needs the Authorization header, so the file is fetched
 * and handed to the browser as a download under the name the server gives.
 */
export async function downloadAttachment(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { headers: { authorization: authorization() } });
  if (!response.ok) throw new Error(`Download failed (HTTP ${response.status})`);
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
