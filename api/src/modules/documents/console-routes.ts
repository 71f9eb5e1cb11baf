import {
  documentKeyPattern,
  maximumDocumentBytes,
  maximumDocumentTitleLength,
} from '@itad-portal/validation';
import { z } from 'zod';
import { readUploadedFile } from '../../platform/uploaded-file.js';
import { countryParam, restRoute, uuidParam, type RestRoute } from '../../platform/rest-route.js';
import { sendStoredFile } from '../../platform/send-file.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { languages } from '../../shared/countries.js';
import { assertStaffMayAct, assertStaffMayRead } from '../staff/policy.js';
import { findConsoleDocument } from './console-documents.js';
import { uploadDocumentAsStaff } from './console-service.js';
import { shapedConsoleDocument } from './console-shape.js';
import { libraryCategories } from './document-model.js';

const title = z
  .string()
  .trim()
  .min(1, 'A title is required.')
  .max(maximumDocumentTitleLength, `A title is at most ${maximumDocumentTitleLength} characters.`);
const translatedTitle = title.optional().or(z.literal('').transform(() => undefined));

/** What staff say of the file they upload, in the query string (the body is the file). */
const uploadQuery = z.object({
  key: z
    .string()
    .trim()
    .regex(
      documentKeyPattern,
      'The key is lower-case letters, digits, - or _ (for example iso-14001).',
    ),
  category: z.enum(libraryCategories),
  title,
  title_da: translatedTitle,
  title_fi: translatedTitle,
  title_no: translatedTitle,
  title_se: translatedTitle,
  language: z
    .enum(languages)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  position: z.coerce.number().int().min(-1000).max(1000).optional(),
});

/** The console's document library: upload a PDF, and download one to check it. */
export const consoleDocumentRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    url: '/api/console/:country/documents',
    params: z.object({ country: countryParam }),
    query: uploadQuery,
    authentication: 'staff',
    docs: {
      summary: "Upload a document to the customers' library",
      description:
        'One PDF as multipart/form-data (field `file`), at most 20 MB; what it is in the query: the key its language variants share, the group, the English title and the titles in da, fi, no, se (each reader sees the title in their language, else English), the readers (`language`; none: every language) and the position in the group. A live document of the same key and language is replaced in the same step. Administrators and account managers; recorded in the staff log.',
      tag: 'Console',
      response: {
        status: 201,
        contentType: 'application/json',
        description:
          'The document as `console_documents` lists it, and how many live files it replaced.',
      },
    },
    handler: async ({ params: { country }, query, staff, request, reply, services }) => {
      assertStaffMayAct(staff);
      const upload = await readUploadedFile(request, {
        maximumBytes: maximumDocumentBytes,
        required: true,
      });
      if (!upload) throw new DomainError('BAD_USER_INPUT', 'No file was sent.');
      const { document, replaced } = await uploadDocumentAsStaff(
        services.databases[country],
        { storage: services.storage, country },
        {
          documentKey: query.key,
          category: query.category,
          title: query.title,
          titleTranslations: {
            da: query.title_da,
            fi: query.title_fi,
            no: query.title_no,
            se: query.title_se,
          },
          language: query.language,
          position: query.position,
          fileName: upload.fileName || `${query.key}.pdf`,
        },
        upload.content,
        { staff, ipAddress: request.scope?.client.ipAddress ?? null },
      );
      return reply.code(201).send({ ...shapedConsoleDocument(document, country), replaced });
    },
  }),

  restRoute({
    method: 'GET',
    url: '/api/console/:country/documents/:id/file',
    params: z.object({ country: countryParam, id: uuidParam }),
    authentication: 'staff',
    lookupParams: ['country', 'id'],
    docs: {
      summary: 'Download a live document of the library, as staff',
      tag: 'Console',
      response: { contentType: 'application/pdf', description: 'The file as uploaded.' },
    },
    handler: async ({ params: { country, id }, staff, reply, services }) => {
      assertStaffMayRead(staff);
      const document = await findConsoleDocument(services.databases[country], id);
      if (!document) throw notFound();
      return sendStoredFile(
        reply,
        { storage: services.storage, country },
        {
          storageName: document.storage_name,
          fileName: document.file_name,
          contentType: document.content_type,
        },
      );
    },
  }),
];
