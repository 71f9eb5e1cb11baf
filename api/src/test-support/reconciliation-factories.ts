import ExcelJS from 'exceljs';
import type { TestServer } from './test-server.js';

export interface UploadAnswer {
  status: number;
  body: {
    headers?: string[];
    mapping?: Record<string, number | null>;
    recognised?: boolean;
    layout?: string | null;
    preview?: string[][];
    mapping_problem?: string | null;
    row_count?: number;
    problem_count?: number;
    problems?: { line: number; code: string; message: string }[];
    stored?: number;
    total?: number;
    error?: { code: string; message: string };
  };
}

/**
 * Uploads an expected-asset list as the browser does: to check it (no job) or to store it for a
 * job, with the columns chosen when `columns` is given.
 */
export async function uploadExpectedAssets(
  server: TestServer,
  token: string,
  file: { name: string; bytes: Uint8Array | string },
  options: {
    jobId?: string;
    columns?: Record<string, string>;
    country?: string;
  } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes;
  form.append('file', new Blob([bytes]), file.name);
  const query = new URLSearchParams({
    ...(options.jobId ? { job_id: options.jobId } : {}),
    ...options.columns,
  });
  const response = await fetch(
    `${server.url}/api/jobs/${options.country ?? 'no'}/expected-assets?${query.toString()}`,
    { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
  );
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

/** An .xlsx file with one sheet of these rows (the first is the header). */
export async function xlsxOf(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Assets');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export const setExpectedAssetsMutation = `mutation set_job_expected_assets(
  $job_id: ID!, $assets: [ExpectedAssetInput!]!, $append: Boolean
) {
  set_job_expected_assets(job_id: $job_id, assets: $assets, append: $append) { stored total }
}`;

export const reconciliationQuery = `query get_job_reconciliation(
  $job_id: ID!, $filter: ReconciliationFilter, $sort: ReconciliationSort, $page: Int, $page_size: Int
) {
  get_job_reconciliation(
    job_id: $job_id, filter: $filter, sort: $sort, page: $page, page_size: $page_size
  ) {
    job_id can_change_list reconciled total page page_size
    counts { expected received matched missing unresolved_missing unexpected }
    rows {
      serial_number status asset_tag expected_model line_number received_manufacturer
      received_model received_at resolution resolution_note resolved_at device_id device_name
      holds_data outcome
    }
  }
}`;
