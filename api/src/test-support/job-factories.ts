import { randomUUID } from 'node:crypto';
import { firstBookableDate } from '@itad-portal/validation';
import { todayInBusinessTimeZone } from '../shared/local-dates.js';
import type { TestServer } from './test-server.js';

/** A valid order (the input of order_assignment); override what the test is about. */
export function assignmentInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'COLLECTION',
    address: 'Karl Johans gate 1',
    city: 'Oslo',
    zip_code: '0154',
    country: 'norway',
    company_name: 'Test Company AS',
    contact_first_name: 'Kari',
    contact_last_name: 'Nordmann',
    email: 'kari.nordmann@test.example',
    phone: '+47 22 33 44 55',
    case_reference: null,
    date: firstBookableDate(todayInBusinessTimeZone()),
    delivery_info: 'Ring the bell at the goods entrance.',
    recipient_name: 'Kari Nordmann',
    recipient_email: 'kari.nordmann@test.example',
    storage_units: [{ type: 'BOX', quantity: 2 }],
    attachment_ids: [],
    ...overrides,
  };
}

export const jobFields = `id job_number kind status address city zip_code country company_name
  contact_first_name contact_last_name email phone case_reference date delivery_info
  recipient_name recipient_email equipment ordered_by created_at
  storage_units { type quantity }
  attachments { id file_name content_type size_bytes download_path }
  status_history { status occurred_at }
  processed_unit_count
  processed_units { serial_number category outcome job_number }`;

export const orderMutation = `mutation order_assignment($idempotency_key: String!, $assignment: AssignmentInput!) {
  order_assignment(idempotency_key: $idempotency_key, assignment: $assignment) { ${jobFields} }
}`;

export interface TestJob {
  id: string;
  job_number: string;
  kind: string;
  status: string;
  date: string;
  case_reference: string | null;
  equipment: string[];
  storage_units: { type: string; quantity: number }[];
  attachments: {
    id: string;
    file_name: string;
    content_type: string;
    size_bytes: number;
    download_path: string;
  }[];
  status_history: { status: string; occurred_at: string }[];
  processed_unit_count: number;
  processed_units: { serial_number: string; job_number: string }[];
}

/** Orders through the API as the token's user; fails loudly when the order is refused. */
export async function orderTestJob(
  server: TestServer,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<TestJob> {
  const response = await server.graphql<{ order_assignment: TestJob }>({
    query: orderMutation,
    token,
    variables: { idempotency_key: randomUUID(), assignment: assignmentInput(overrides) },
  });
  const job = response.body.data?.order_assignment;
  if (!job) throw new Error(`Order refused: ${JSON.stringify(response.body.errors)}`);
  return job;
}

/** Uploads a file over HTTP as the browser does (multipart, field "file"). */
export async function uploadAttachment(
  server: TestServer,
  token: string,
  file: { name: string; bytes: Uint8Array; type?: string },
  country = 'no',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  const response = await fetch(`${server.url}/attachments/${country}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The smallest file that is a PDF by its bytes. */
export function pdfBytes(extra = 0): Uint8Array {
  const text = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const bytes = new Uint8Array(text.length + extra);
  bytes.set(new TextEncoder().encode(text));
  return bytes;
}
