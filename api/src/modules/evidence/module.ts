import { besideModule, defineModule } from '../../platform/module.js';
import { evidenceResolvers } from './resolvers.js';
import { evidenceRoutes } from './routes.js';
import { generateEvidencePackTask } from './generate-evidence-pack-task.js';

export const evidenceModule = defineModule({
  name: 'evidence',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [evidenceResolvers],
  routes: [...evidenceRoutes],
  tasks: [generateEvidencePackTask],
});
