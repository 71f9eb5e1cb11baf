import { describe, expect, it } from 'vitest';
import { mailAttachmentsFor } from './mail-attachments.js';

const file = (format: string, sizeBytes: number) => ({
  format,
  file_name: `Report.${format.toLowerCase()}`,
  storage_path: `report-1/attempt-1/Report.${format.toLowerCase()}`,
  size_bytes: sizeBytes,
});

describe('mailAttachmentsFor', () => {
  it('attaches every file of a small report, from the object storage', () => {
    expect(mailAttachmentsFor([file('XLSX', 1000), file('CSV', 500)], 'no', 2000)).toEqual([
      {
        fileName: 'Report.xlsx',
        storageKey: 'reports/no/report-1/attempt-1/Report.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      {
        fileName: 'Report.csv',
        storageKey: 'reports/no/report-1/attempt-1/Report.csv',
        contentType: 'text/csv; charset=utf-8',
      },
    ]);
  });

  it('attaches nothing when the files together are above the limit', () => {
    expect(mailAttachmentsFor([file('XLSX', 1500), file('CSV', 501)], 'no', 2000)).toEqual([]);
  });
});
