import type {
  ReportDateColumn,
  ReportInterval,
  ReportKind,
} from '../../../shared/graphql/generated/graphql';

export const reportKinds: ReportKind[] = [
  'COMPLETE',
  'HIGH_LEVEL',
  'CERTIFICATE_OF_DESTRUCTION',
  'SUSTAINABILITY',
];
export const reportDateColumns: ReportDateColumn[] = ['COMPLETED_DATE', 'CREATED_AT'];
export const reportIntervals: ReportInterval[] = ['WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'];

export interface DepartmentOptions {
  group: { id: string; company: string };
  departments: { id: string; company: string }[];
}

/** The department choice for a master account with departments; null hides it. */
export function departmentOptionsOf(
  suppliers:
    | {
        id: string;
        company: string;
        is_master_account: boolean;
        sub_suppliers: { id: string; company: string }[];
      }[]
    | undefined,
): DepartmentOptions | null {
  const acting = suppliers?.[0];
  if (!acting?.is_master_account || !acting.sub_suppliers.length) return null;
  return {
    group: { id: acting.id, company: acting.company },
    departments: acting.sub_suppliers,
  };
}
