import { z } from 'zod';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { failedMailSorting, failingEndpointSorting } from './inbox.js';

const text = z.string().trim().max(200, 'Search text is too long.').nullish();

/** Both inbox lists' text filter: recipient or subject, customer or address. */
export const inboxListInput = z.object({ text });
export const failedMailListArguments = listArgumentsInput(failedMailSorting);
export const failingEndpointListArguments = listArgumentsInput(failingEndpointSorting);

const exportText = z.string().trim().max(200, 'Search text is too long.').optional();

/** GET /api/console/{country}/exports/failed-mails.{csv,xlsx}: the list's text and order. */
export const failedMailExportQuery = { text: exportText, ...listOrderQuery(failedMailSorting) };

/** GET /api/console/{country}/exports/failing-webhook-endpoints.{csv,xlsx}: the same. */
export const failingEndpointExportQuery = {
  text: exportText,
  ...listOrderQuery(failingEndpointSorting),
};

export const retryMailInput = z.object({ id: z.string().trim().min(1).max(100) });
