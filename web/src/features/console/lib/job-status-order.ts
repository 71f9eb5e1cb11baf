import type { JobStatus } from '../../../shared/graphql/generated/graphql';

/** The statuses of a job in their order: a job only moves forward. */
export const jobStatusOrder: readonly JobStatus[] = [
  'ORDERED',
  'CONFIRMED',
  'SCHEDULED',
  'COLLECTED',
  'RECEIVED',
  'PROCESSING',
  'COMPLETED',
];
