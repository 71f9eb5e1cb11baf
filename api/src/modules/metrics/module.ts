import { defineModule } from '../../platform/module.js';
import { metricsRoutes } from './routes.js';

export const metricsModule = defineModule({
  name: 'metrics',
  routes: [...metricsRoutes],
});
