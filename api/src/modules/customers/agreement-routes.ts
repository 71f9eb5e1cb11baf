import { maximumDocumentBytes } from '@itad-portal/validation';
import { z } from 'zod';
import { readUploadedFile } from '../../platform/uploaded-file.js';
import { countryParam, restRoute, uuidParam, type RestRoute } from '../../platform/rest-route.js';
import { recordAuditEvent } from '../audit-log/service.js';
import { addAgreement } from '../departments/service.js';
import { assertStaffMayAct } from '../staff/policy.js';
import { recordStaffAudit } from '../staff/service.js';

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD.');
const optionalText = (maximum: number) =>
  z
    .string()
    .trim()
    .max(maximum)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** What staff say of the agreement, in the query string (the body is the signed terms, if any). */
const agreementQuery = z.object({
  customer_id: uuidParam,
  number: z.string().trim().min(1, 'The agreement number is required.').max(60),
  title: z.string().trim().min(1, 'The title is required.').max(200),
  title_da: optionalText(200),
  title_fi: optionalText(200),
  title_no: optionalText(200),
  title_se: optionalText(200),
  valid_from: day,
  valid_to: day.optional().or(z.literal('').transform(() => undefined)),
  main: z.enum(['true', 'false']).optional(),
});

/** Staff record an agreement with a customer, with its signed terms as the customer's document. */
export const consoleAgreementRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    url: '/api/console/:country/agreements',
    params: z.object({ country: countryParam }),
    query: agreementQuery,
    authentication: 'staff',
    docs: {
      summary: 'Record an agreement with a customer',
      description:
        "The agreement (number, title and its translations, valid from and to, whether it is the main one) in the query; the signed terms as one PDF in multipart/form-data (field `file`, at most 20 MB), or no body. The customer sees it on its main contacts page and downloads the terms; the previous main agreement stays in the overview. Administrators and account managers; recorded in the staff log and the customer's audit log.",
      tag: 'Console',
      response: {
        status: 201,
        contentType: 'application/json',
        description: 'The agreement: id, agreement_number, title, is_main.',
      },
    },
    handler: async ({ params: { country }, query, staff, request, reply, services }) => {
      assertStaffMayAct(staff);
      const terms = (
        await readUploadedFile(request, { maximumBytes: maximumDocumentBytes, required: false })
      )?.content;
      const agreement = await addAgreement(
        services.databases[country],
        { storage: services.storage, country },
        {
          supplierId: query.customer_id,
          agreementNumber: query.number,
          title: query.title,
          titleTranslations: {
            da: query.title_da,
            fi: query.title_fi,
            no: query.title_no,
            se: query.title_se,
          },
          isMain: query.main === 'true',
          validFrom: query.valid_from,
          validTo: query.valid_to,
          termsContent: terms,
        },
        async (transaction, added) => {
          const target = {
            type: 'agreement',
            id: added.id,
            label: added.agreement_number,
          } as const;
          await recordAuditEvent(transaction, {
            supplierId: added.supplier_id,
            actor: { type: 'staff', staffId: staff.staffId },
            action: 'agreement.added',
            target,
            details: { is_main: added.is_main, terms: added.terms_document_id !== null },
          });
          await recordStaffAudit(transaction, {
            staff: { id: staff.staffId, name: staff.name },
            action: 'agreement.added',
            target,
            supplierId: added.supplier_id,
            details: { title: added.title, is_main: added.is_main },
            ipAddress: request.scope?.client.ipAddress ?? null,
          });
        },
      );
      return reply.code(201).send({
        id: agreement.id,
        agreement_number: agreement.agreement_number,
        title: agreement.title,
        is_main: agreement.is_main,
      });
    },
  }),
];
