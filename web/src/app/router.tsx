import { useRoutes } from 'react-router';
import { routes } from './route-table';

export function AppRoutes() {
  return useRoutes(routes);
}
