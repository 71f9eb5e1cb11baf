import { besideModule, defineModule } from '../../platform/module.js';
import { evidenceResolvers } from './resolvers.js';
import { evidenceRoutes } from './routes.js';
import { generateEvidencePackTask } from './generate-evidence-pack-task.js';

export const evidenceModule = defineModule({
  name: 'evidence',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [evidenceResolvers],
  apiTokenAccess: {
    get_evidence_packs: 'read',
    get_evidence_pack: 'read',
    get_evidence_pack_jobs: 'read',
    order_evidence_pack: 'order',
  },
  routes: [...evidenceRoutes],
  tasks: [generateEvidencePackTask],
});
