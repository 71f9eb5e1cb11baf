import { readToken } from '../auth/token';

/**
 * The file name a Content-Disposition header offers (the UTF-8 form first), if any. The plain
 * name may be quoted or, when it has no spaces or separators, a bare token (RFC 6266).
 */
export function fileNameOfDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s"]+))/i.exec(header);
  return plain?.[1] ?? plain?.[2] ?? null;
}

export class DownloadError extends Error {
  constructor(readonly status: number) {
    super(`Download failed (HTTP ${status})`);
    this.name = 'DownloadError';
  }
}

/**
 * Downloads a protected file: the request carries the session token (which a plain link cannot),
 * and the browser saves the answer under the name the server gave it. The customer's token unless
 * another is given (the provider's console sends its staff session's).
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  token: string | null = readToken(),
): Promise<void> {
  const response = await fetch(path, {
    headers: { authorization: token ? `Bearer ${token}` : '' },
  });
  if (!response.ok) throw new DownloadError(response.status);
  const name = fileNameOfDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the address is freed.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
