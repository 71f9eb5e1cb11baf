import { defineModule } from '../../platform/module.js';
import { localeRoutes } from './routes.js';

export const localesModule = defineModule({ name: 'locales', routes: localeRoutes });
