import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';

/**
 * Declarative routing keeps the router small on the first load; server state (TanStack Query)
 * lives in the signed-in shell, which the login screen never loads.
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
