import { z } from 'zod';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { consoleDocumentSorting } from './console-documents.js';
import { documentCategories } from './document-model.js';

export const consoleDocumentsInput = z.object({
  text: z.string().trim().max(200, 'Search text is too long.').nullish(),
  category: z.enum(documentCategories).nullish(),
});
export const consoleDocumentListArguments = listArgumentsInput(consoleDocumentSorting);

/** GET /api/console/{country}/exports/documents.{csv,xlsx}: the library's filters and order. */
export const consoleDocumentExportQuery = {
  text: z.string().trim().max(200, 'Search text is too long.').optional(),
  category: z.enum(documentCategories).optional(),
  ...listOrderQuery(consoleDocumentSorting),
};

export const consoleRetireDocumentInput = z.object({ id: z.string().trim().min(1).max(100) });
