import { defineModule } from '../../platform/module.js';
import { sendEmailJob } from './send-email-job.js';

export const emailModule = defineModule({
  name: 'email',
  tasks: [sendEmailJob],
});
