import { defineModule } from '../../platform/module.js';
import { purgeExpiredRecordsTask } from './purge-expired-records-task.js';

export const maintenanceModule = defineModule({
  name: 'maintenance',
  tasks: [purgeExpiredRecordsTask],
  schedules: [`15 * * * * ${purgeExpiredRecordsTask.name}`],
});
