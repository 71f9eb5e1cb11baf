import type { ReactNode } from 'react';
import type { EquivalentKind } from '../../../../shared/graphql/generated/graphql';

/** Simple line icons, drawn inline so the page needs no icon font or image request. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const metricIcons = {
  recycled: (
    <Icon>
      <path d="M7 19H4.5a1.5 1.5 0 0 1-1.3-2.3L5.5 13" />
      <path d="M11 19h8.5a1.5 1.5 0 0 0 1.3-2.3L19 14" />
      <path d="m14 16-3 3 3 3" />
      <path d="M8.5 6.5 10.7 3a1.5 1.5 0 0 1 2.6 0L15.5 7" />
      <path d="m18 5-2.5 2L13 6" />
      <path d="m3 10 2.5 3L8.5 12" />
    </Icon>
  ),
  reused: (
    <Icon>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M8 20h8M12 16v4" />
      <path d="m9.5 10 2 2 3.5-4" />
    </Icon>
  ),
  stocked: (
    <Icon>
      <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />
      <path d="M3 7.5 12 12l9-4.5M12 12v9" />
    </Icon>
  ),
  inProcess: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  ),
  co2: (
    <Icon>
      <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15" />
      <path d="M5 19c3-4 6-7 10-9" />
    </Icon>
  ),
} satisfies Record<string, ReactNode>;

const equivalentIcons: Record<EquivalentKind, ReactNode> = {
  households: (
    <Icon>
      <path d="M3 11 12 4l9 7" />
      <path d="M5.5 9.5V20h13V9.5" />
      <path d="M10 20v-5h4v5" />
    </Icon>
  ),
  persons: (
    <Icon>
      <circle cx="12" cy="7" r="3.5" />
      <path d="M5 21v-2a7 7 0 0 1 14 0v2" />
    </Icon>
  ),
  water_liters: (
    <Icon>
      <path d="M12 3s6.5 7 6.5 11.5a6.5 6.5 0 0 1-13 0C5.5 10 12 3 12 3z" />
      <path d="M9 15a3 3 0 0 0 3 3" />
    </Icon>
  ),
  spruce_forest_hectares: (
    <Icon>
      <path d="m12 2 5 7h-3l4 6h-3l3 4H6l3-4H6l4-6H7z" />
      <path d="M12 19v3" />
    </Icon>
  ),
};

export function SearchIcon() {
  return (
    <Icon>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </Icon>
  );
}

export function MetricIcon({ kind }: { kind: keyof typeof metricIcons }) {
  return metricIcons[kind];
}

export function EquivalentIcon({ kind }: { kind: EquivalentKind }) {
  return equivalentIcons[kind];
}
