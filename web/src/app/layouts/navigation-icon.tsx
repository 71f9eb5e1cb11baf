import type { NavigationSection } from './navigation';

// Simple 24px line icons, drawn for this menu.
const iconPaths: Record<NavigationSection | 'webshop', string> = {
  dashboard: 'M4 13h6V4H4v9zm0 7h6v-5H4v5zm10 0h6v-9h-6v9zm0-16v5h6V4h-6z',
  reports: 'M6 3h9l4 4v14H6V3zm8 1v4h4M9 12h7M9 16h7M9 8h3',
  jobs: 'M3 7h11v9H3V7zm11 3h4l3 3v3h-7v-6zM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  unitHolds: 'M6 11h12v10H6V11zm2 0V8a4 4 0 0 1 8 0v3M12 15v2',
  settlements: 'M4 6h16v12H4V6zm0 4h16M8 15h3',
  documents: 'M4 5h6l2 2h8v12H4V5z',
  departments:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-6 8c0-3 3-5 6-5s6 2 6 5M17 11a2.5 2.5 0 1 0 0-5M18 14c2 .5 3 2 3 5',
  contact: 'M4 6h16v12H4V6zm0 1l8 6 8-6',
  webshop: 'M5 8h14l-1 12H6L5 8zm4 0V6a3 3 0 0 1 6 0v2',
};

export function NavigationIcon({ name }: { name: NavigationSection | 'webshop' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
