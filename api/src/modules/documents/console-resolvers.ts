import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { forReader } from '../../shared/lists/list-arguments.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayAct, assertStaffMayRead } from '../staff/policy.js';
import {
  consoleDocumentListArguments,
  consoleDocumentsInput,
  consoleRetireDocumentInput,
} from './console-inputs.js';
import { listConsoleDocuments } from './console-documents.js';
import { retireDocumentAsStaff } from './console-service.js';
import { shapedConsoleDocument } from './console-shape.js';

export const consoleDocumentsResolvers: Resolvers = {
  Query: {
    console_documents: async (_parent, input, context) => {
      const staff = assertStaffMayRead(await requireStaff(context));
      const filter = parseInput(consoleDocumentsInput, input);
      const list = forReader(parseInput(consoleDocumentListArguments, input), staff.language);
      const { items, total } = await listConsoleDocuments(
        context.database,
        { text: filter.text ?? undefined, category: filter.category ?? undefined },
        list,
      );
      return {
        items: items.map((document) => shapedConsoleDocument(document, context.country)),
        total,
        page: list.page,
        page_size: list.pageSize,
      };
    },
  },
  Mutation: {
    console_retire_document: async (_parent, input, context) => {
      const staff = assertStaffMayAct(await requireStaff(context));
      const { id } = parseInput(consoleRetireDocumentInput, input);
      if (!isUuid(id)) throw notFound();
      const retired = await retireDocumentAsStaff(context.database, id, {
        staff,
        ipAddress: context.client.ipAddress,
      });
      return shapedConsoleDocument(retired, context.country);
    },
  },
};
