import { besideModule, defineModule } from '../../platform/module.js';
import { documentsResolvers } from './resolvers.js';
import { documentFileRoutes } from './routes.js';
import { documentListExportRoutes } from './document-export-routes.js';
import { seedDemoDocuments } from './demo-seed.js';

export const documentsModule = defineModule({
  name: 'documents',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [documentsResolvers],
  apiTokenAccess: {
    get_documents: 'read',
    get_document_page: 'read',
  },
  routes: [...documentFileRoutes, ...documentListExportRoutes],
  seedDemo: ({ database, country, storage }) => seedDemoDocuments(database, country, storage),
});
