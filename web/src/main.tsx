import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/route-table';
import { initialiseI18n } from './shared/i18n/i18n';
import './shared/styles/global.css';

/** The portal once shipped a service worker; make sure no stale one keeps serving old files. */
function unregisterServiceWorkers(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) =>
      Promise.all(registrations.map((registration) => registration.unregister())),
    )
    .catch((error: unknown) => console.debug('Could not unregister service workers', error));
}

unregisterServiceWorkers();
// Render once the first translations and the page's code are in (loaded side by side), so no
// untranslated keys and no loading screen flash by.
await Promise.all([initialiseI18n(), preloadRoute(window.location.pathname)]);
// The first render in a task of its own, not in the one that ran the page's modules: two
// shorter tasks leave the browser free to answer input between them.
await new Promise((resolve) => setTimeout(resolve, 0));
const container = document.getElementById('root');
if (!container) throw new Error('No #root element in index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
