import { apiCountry } from '../../../shared/country/country';
import type { ListExportTarget } from '../../../shared/lists/list-toolbar';
import { consoleCaller } from '../lib/console-session';
import { downloadConsoleFile } from './console-download';

/**
 * The console's lists as files: /api/console/<country>/exports/<name>.<format>?<the view>, in
 * the country the staff member signed in to, fetched with the staff session's token.
 */
export const consoleExports: ListExportTarget = {
  path: (name, format, query) =>
    `/api/console/${apiCountry(consoleCaller().country)}/exports/${name}.${format}?${query.toString()}`,
  download: downloadConsoleFile,
};
