import { z } from 'zod';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { verifyIssuedDocument } from './service.js';

const verifyDocumentInput = z.object({
  sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'A SHA-256 is 64 hexadecimal characters.'),
});

export const verifyResolvers: Resolvers = {
  Query: {
    verify_document: async (_parent, input, context) => {
      const { sha256 } = parseInput(verifyDocumentInput, input);
      const found = await verifyIssuedDocument(context.database, context.client.ipAddress, sha256);
      if (!found) return { found: false };
      return {
        found: true,
        kind: found.kind,
        file_name: found.fileName,
        size_bytes: found.sizeBytes,
        supplier: found.supplier,
        issued_at: found.issuedAt?.toISOString() ?? null,
      };
    },
  },
};
