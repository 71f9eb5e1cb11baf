import { maximumProviderImageBytes, providerIdentityImages } from '@itad-portal/validation';
import { z } from 'zod';
import { countryParam, restRoute, type RestRoute } from '../../platform/rest-route.js';
import { readUploadedFile } from '../../platform/uploaded-file.js';
import { DomainError } from '../../shared/errors.js';
import { assertStaffMayChangeProviderIdentity } from '../staff/policy.js';
import { providerImageDataUrl } from './identity-images.js';
import { saveProviderIdentityImage } from './service.js';

/** Administrators upload the letterhead's logo and the signatory's signature. */
export const providerIdentityImageRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    url: '/api/console/:country/provider-identity-image',
    params: z.object({ country: countryParam }),
    query: z.object({ image: z.enum(providerIdentityImages) }),
    authentication: 'staff',
    docs: {
      summary: "Set the letterhead's logo or the signature",
      description:
        "One PNG or JPEG image as multipart/form-data (field `file`), at most 200 KB: `image=logo` for the letterhead of this country's documents, `image=signature` for the signature drawn above the signatory's name (which needs a signatory). Documents issued from now on carry it; earlier ones keep theirs. Administrators only; recorded in the staff log.",
      tag: 'Console',
      response: {
        contentType: 'application/json',
        description: 'The image as documents now carry it: a data: URL.',
      },
    },
    handler: async ({ params, query, staff, request, reply, services }) => {
      assertStaffMayChangeProviderIdentity(staff);
      const upload = await readUploadedFile(request, {
        maximumBytes: maximumProviderImageBytes,
        required: true,
      });
      if (!upload) throw new DomainError('BAD_USER_INPUT', 'No file was sent.');
      const image = await providerImageDataUrl(upload.content);
      await saveProviderIdentityImage(
        services.databases[params.country],
        services.config.providers[params.country],
        query.image,
        image,
        { staff, ipAddress: request.scope?.client.ipAddress ?? null, country: params.country },
      );
      return reply.send({ image });
    },
  }),
];
