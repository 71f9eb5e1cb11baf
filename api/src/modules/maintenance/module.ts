import { defineModule } from '../../platform/module.js';
import { purgeExpiredRecordsJob } from './purge-expired-records-job.js';

export const maintenanceModule = defineModule({
  name: 'maintenance',
  tasks: [purgeExpiredRecordsJob],
  schedules: [`15 * * * * ${purgeExpiredRecordsJob.name}`],
});
