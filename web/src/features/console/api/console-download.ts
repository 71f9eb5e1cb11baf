import { DownloadError, downloadFile } from '../../../shared/lib/download-file';
import { clearConsoleSession, consoleCaller } from '../lib/console-session';

/**
 * Downloads a file of the console (a library document) as the staff session: the route needs
 * the session's Authorization header, which a plain link cannot send.
 */
export async function downloadConsoleFile(path: string, fileName: string): Promise<void> {
  try {
    await downloadFile(path, fileName, consoleCaller().token);
  } catch (error) {
    if (error instanceof DownloadError && error.status === 401) clearConsoleSession();
    throw error;
  }
}
