import { besideModule, defineModule } from '../../platform/module.js';
import { notificationsResolvers } from './resolvers.js';
import { notificationStreamRoutes } from './stream-route.js';
import { stopNotificationHub } from './stream-hubs.js';

export const notificationsModule = defineModule({
  name: 'notifications',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [notificationsResolvers],
  // A person's own notices: organisation API tokens read none of them.
  apiTokenAccess: {
    get_notifications: 'denied',
    get_notification_unread_count: 'denied',
    get_notification_email_choices: 'denied',
    mark_notification_read: 'denied',
    mark_all_notifications_read: 'denied',
    set_notification_email_choices: 'denied',
  },
  routes: notificationStreamRoutes,
  // Open streams would keep the server from closing: they end first.
  plugins: [
    async (app, { services }) => {
      app.addHook('preClose', () => stopNotificationHub(services.databases));
    },
  ],
});
