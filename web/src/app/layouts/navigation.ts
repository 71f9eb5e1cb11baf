import { paths } from '../../shared/routing/paths';

export type NavigationSection =
  | 'dashboard'
  | 'reports'
  | 'jobs'
  | 'unitHolds'
  | 'settlements'
  | 'documents'
  | 'departments'
  | 'contact';

/** Path prefixes of each group of routes, so e.g. /report-cods highlights Reports. */
const sectionPrefixes: [NavigationSection, string[]][] = [
  ['dashboard', [paths.unitSummary]],
  [
    'reports',
    [
      paths.reports,
      paths.reportsOverview,
      paths.reportSubscriptions,
      paths.reportCertificates,
      paths.evidencePacks,
    ],
  ],
  ['jobs', [paths.services, paths.servicesOverview]],
  ['unitHolds', [paths.unitHolds]],
  ['settlements', ['/settlements']],
  ['documents', [paths.documents]],
  ['departments', [paths.departments]],
  ['contact', [paths.contact]],
];

export function activeSection(pathname: string): NavigationSection | null {
  for (const [section, prefixes] of sectionPrefixes) {
    if (prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return section;
    }
  }
  return null;
}

export interface NavigationEntry {
  section: NavigationSection;
  to: string;
  labelKey: string;
  needsReportAccess: boolean;
}

export const navigationEntries: NavigationEntry[] = [
  {
    section: 'dashboard',
    to: paths.unitSummary,
    labelKey: 'navigation.dashboard',
    needsReportAccess: false,
  },
  {
    section: 'reports',
    to: paths.reports,
    labelKey: 'navigation.reports',
    needsReportAccess: true,
  },
  { section: 'jobs', to: paths.services, labelKey: 'navigation.jobs', needsReportAccess: false },
  {
    section: 'unitHolds',
    to: paths.unitHolds,
    labelKey: 'navigation.unitHolds',
    needsReportAccess: false,
  },
  {
    section: 'settlements',
    to: paths.settlements('monthly'),
    labelKey: 'navigation.settlements',
    needsReportAccess: true,
  },
  {
    section: 'documents',
    to: paths.documents,
    labelKey: 'navigation.documents',
    needsReportAccess: false,
  },
  {
    section: 'departments',
    to: paths.departments,
    labelKey: 'navigation.mainContacts',
    needsReportAccess: false,
  },
  {
    section: 'contact',
    to: paths.contact,
    labelKey: 'navigation.contact',
    needsReportAccess: false,
  },
];
