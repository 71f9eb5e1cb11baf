import { readToken } from '../../../shared/auth/token';

// Kept apart from the upload code, so the job page does not load the validation rules.

function authorization(): string {
  const token = readToken();
  return token ? `Bearer ${token}` : '';
}

/** The file name a Content-Disposition header gives (filename* first), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

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
