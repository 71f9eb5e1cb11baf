import { besideModule, defineModule } from '../../platform/module.js';
import { documentsResolvers } from './resolvers.js';
import { documentFileRoutes } from './routes.js';
import { documentListExportRoutes } from './document-export-routes.js';
import { seedDemoDocuments } from './demo-seed.js';
import { consoleDocumentsResolvers } from './console-resolvers.js';
import { consoleDocumentExportRoutes } from './console-export-routes.js';
import { consoleDocumentRoutes } from './console-routes.js';

export const documentsModule = defineModule({
  name: 'documents',
  graphqlSchemaFiles: [
    besideModule(import.meta.url, 'schema.graphql'),
    besideModule(import.meta.url, 'console.graphql'),
  ],
  resolvers: [documentsResolvers, consoleDocumentsResolvers],
  apiTokenAccess: {
    get_documents: 'read',
    get_document_page: 'read',
    console_documents: 'denied',
    console_retire_document: 'denied',
  },
  routes: [
    ...documentFileRoutes,
    ...documentListExportRoutes,
    ...consoleDocumentRoutes,
    ...consoleDocumentExportRoutes,
  ],
  seedDemo: ({ database, country, storage }) => seedDemoDocuments(database, country, storage),
});
