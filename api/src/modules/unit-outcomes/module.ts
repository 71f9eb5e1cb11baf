import { defineModule } from '../../platform/module.js';
import { outcomeFileRoutes } from './export-routes.js';
import { outcomeListRoutes } from './routes.js';

/**
 * Outcomes back to the customer's asset register: every unit's outcome keyed by the register's
 * keys, as a list read in change order and as files ServiceNow and Snipe-IT import. The
 * unit.outcome_recorded webhook (webhooks module) sends the same rows when they are recorded.
 */
export const unitOutcomesModule = defineModule({
  name: 'unit-outcomes',
  routes: [...outcomeListRoutes, ...outcomeFileRoutes],
});
