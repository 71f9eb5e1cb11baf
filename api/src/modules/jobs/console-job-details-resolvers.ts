import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers, StorageUnitType } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayRead } from '../staff/policy.js';
import { consoleAttachmentPath, consoleJobDetails } from './console-job-details.js';
import { consoleJobIdInput } from './console-inputs.js';
import { jobStatusOf } from './job-model.js';

export const consoleJobDetailsResolvers: Resolvers = {
  Query: {
    console_job: async (_parent, input, context) => {
      assertStaffMayRead(await requireStaff(context));
      const { id } = parseInput(consoleJobIdInput, input);
      const { job, customer, orderedBy, attachments } = await consoleJobDetails(
        context.database,
        id,
      );
      return {
        id: job.id,
        job_number: job.job_number,
        kind: job.kind === 'DELIVERY' ? 'DELIVERY' : 'COLLECTION',
        status: jobStatusOf(job.status),
        requested_date: job.requested_date,
        created_at: job.created_at.toISOString(),
        customer_id: job.supplier_id,
        customer,
        company_name: job.company_name,
        address: job.address,
        zip_code: job.zip_code,
        city: job.city,
        country: job.country,
        contact_first_name: job.contact.first_name,
        contact_last_name: job.contact.last_name,
        contact_email: job.contact.email,
        contact_phone: job.contact.phone,
        recipient_name: job.recipient.name,
        recipient_email: job.recipient.email,
        case_reference: job.case_reference,
        delivery_info: job.delivery_info,
        equipment: job.equipment,
        storage_units: job.storage_units.map((line) => ({
          type: line.unit_type as StorageUnitType,
          quantity: line.quantity,
        })),
        ordered_by: orderedBy,
        attachments: attachments.map((attachment) => ({
          id: attachment.id,
          file_name: attachment.original_name,
          content_type: attachment.content_type,
          size_bytes: attachment.size_bytes,
          download_path: consoleAttachmentPath(context.country, job.id, attachment.id),
        })),
        seals: job.seals.map((seal) => seal.seal_number),
        status_history: job.status_history.map((event) => ({
          status: jobStatusOf(event.status),
          occurred_at: event.occurred_at,
        })),
      };
    },
  },
};
