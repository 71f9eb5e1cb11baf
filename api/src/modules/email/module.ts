import { defineModule } from '../../platform/module.js';
import { sendEmailTask } from './send-email-task.js';

export const emailModule = defineModule({
  name: 'email',
  tasks: [sendEmailTask],
});
