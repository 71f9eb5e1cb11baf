import { z } from 'zod';
import { countryParam, restRoute, uuidParam, type RestRoute } from '../../platform/rest-route.js';
import { sendStoredObject } from '../../platform/send-file.js';
import { notFound } from '../../shared/errors.js';
import { assertStaffMayRead } from '../staff/policy.js';
import { attachmentKey } from './attachment-files.js';
import { findConsoleJobAttachment } from './console-job-details.js';

/** A file a customer attached to an order, for the provider's staff who plan the job. */
export const consoleAttachmentRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/api/console/:country/jobs/:job/attachments/:attachment',
    params: z.object({ country: countryParam, job: uuidParam, attachment: uuidParam }),
    authentication: 'staff',
    lookupParams: ['country', 'job', 'attachment'],
    docs: {
      summary: "Download a file attached to a job's order, as staff",
      tag: 'Console',
      response: { contentType: 'application/octet-stream', description: 'The file as uploaded.' },
    },
    handler: async ({ params: { country, job, attachment }, staff, reply, services }) => {
      assertStaffMayRead(staff);
      const found = await findConsoleJobAttachment(services.databases[country], job, attachment);
      if (!found) throw notFound();
      return sendStoredObject(reply, services.storage, attachmentKey(country, found.stored_name), {
        fileName: found.original_name,
        contentType: found.content_type,
      });
    },
  }),
];
