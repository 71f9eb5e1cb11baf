import { z } from 'zod';

const unitKeySchema = z.object({ at: z.string(), serial: z.string(), id: z.string() });

/** How far a CSV working file is written: its first `bytes` bytes hold `units` units. */
const csvPositionSchema = z.object({
  bytes: z.number().int().nonnegative(),
  units: z.number().int().nonnegative(),
  /** SHA-256 of those bytes, so a resumed attempt uses them only if they are intact. */
  sha256: z.string(),
  /** The last unit written, in the report's order; null before the first. */
  lastKey: unitKeySchema.nullable(),
});

export type CsvPosition = z.infer<typeof csvPositionSchema>;

/**
 * reports.resume_checkpoint: where a complete report's CSV stopped, and in which working file
 * (relative to the country's reports folder). Only the CSV resumes: XLSX and PDF files are
 * written in one go by their libraries and start over.
 */
const reportCheckpointSchema = csvPositionSchema.extend({
  format: z.literal('CSV'),
  /** The working file; the finished CSV once it is complete (and kept until the report is). */
  workingFile: z.string().min(1),
});

export type ReportCheckpoint = z.infer<typeof reportCheckpointSchema>;

/** The stored checkpoint, or undefined when there is none or it is not one this code reads. */
export function readReportCheckpoint(stored: unknown): ReportCheckpoint | undefined {
  const parsed = reportCheckpointSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}
