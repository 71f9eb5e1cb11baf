import { maximumLogoBytes } from '@itad-portal/validation';
import { z } from 'zod';
import { countryParam, restRoute, uuidParam, type RestRoute } from '../../platform/rest-route.js';
import { readUploadedFile } from '../../platform/uploaded-file.js';
import { DomainError } from '../../shared/errors.js';
import { assertStaffMayAct } from '../staff/policy.js';
import { logoDataUrl, setCustomerLogo } from './customer-logo.js';

/** Staff give a customer its logo, which its users see in the portal's top bar. */
export const consoleLogoRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    url: '/api/console/:country/customer-logo',
    params: z.object({ country: countryParam }),
    // Like the agreements route: the customer in the query, the file in the body.
    query: z.object({ customer_id: uuidParam }),
    authentication: 'staff',
    docs: {
      summary: "Set a customer's logo",
      description:
        "One PNG, JPEG or WebP image as multipart/form-data (field `file`), at most 100 KB; it replaces the customer's logo in its users' top bar. Administrators and account managers; recorded in the staff log and the customer's audit log.",
      tag: 'Console',
      response: {
        contentType: 'application/json',
        description: 'The logo as its users get it: a data: URL.',
      },
    },
    handler: async ({ params, query, staff, request, reply, services }) => {
      assertStaffMayAct(staff);
      const upload = await readUploadedFile(request, {
        maximumBytes: maximumLogoBytes,
        required: true,
      });
      if (!upload) throw new DomainError('BAD_USER_INPUT', 'No file was sent.');
      const logo = await setCustomerLogo(
        services.databases[params.country],
        query.customer_id,
        await logoDataUrl(upload.content),
        { staff, ipAddress: request.scope?.client.ipAddress ?? null },
      );
      return reply.send({ logo });
    },
  }),
];
