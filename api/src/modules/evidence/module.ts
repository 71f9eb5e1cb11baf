import { besideModule, defineModule } from '../../platform/module.js';
import { evidenceResolvers } from './resolvers.js';
import { evidenceRoutes } from './routes.js';
import { generateEvidencePackJob } from './generate-evidence-pack-job.js';

export const evidenceModule = defineModule({
  name: 'evidence',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [evidenceResolvers],
  routes: [...evidenceRoutes],
  tasks: [generateEvidencePackJob],
});
