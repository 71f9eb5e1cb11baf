import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import type { Database } from '../database/connections.js';
import type { TestServer } from './test-server.js';

const evidencePackFields = `id status progress_percent job_id job_number from to department
  ordered_by created completed file_name size_bytes sha256 download_path`;

const orderEvidencePackMutation = `mutation order_evidence_pack($input: OrderEvidencePackInput!) {
  order_evidence_pack(input: $input) { ${evidencePackFields} }
}`;

export interface TestEvidencePack {
  id: string;
  status: string;
  progress_percent: number;
  job_number: string | null;
  sha256: string | null;
  size_bytes: number | null;
  download_path: string | null;
}

/** A passed sanitisation of one data carrier of each unit (serial "<unit serial>-D1"). */
export async function insertCarriers(
  database: Database,
  supplierId: string,
  serialNumbers: string[],
): Promise<void> {
  const units = await database
    .selectFrom('processed_units')
    .select(['id', 'serial_number'])
    .where('supplier_id', '=', supplierId)
    .where('serial_number', 'in', serialNumbers)
    .execute();
  await database
    .insertInto('unit_data_carriers')
    .values(
      units.map((unit) => ({
        supplier_id: supplierId,
        unit_id: unit.id,
        carrier_serial: `${unit.serial_number}-D1`,
        carrier_type: 'ssd',
        sanitisation_level: 'purge',
        sanitisation_technique: 'cryptographic_erase',
        tool_name: 'Blancco Drive Eraser',
        tool_version: '7.9',
        verification_method: 'full',
        verification_result: 'passed',
        operator: 'Operator One',
        sanitised_at: new Date('2026-01-10T09:00:00Z'),
        result: 'passed',
      })),
    )
    .execute();
}

/** Orders a pack as the token's user; the GraphQL answer as it came. */
export function orderEvidencePack(
  server: TestServer,
  token: string,
  input: Record<string, unknown>,
) {
  return server.graphql<{ order_evidence_pack: TestEvidencePack }>({
    query: orderEvidencePackMutation,
    variables: { input: { idempotency_key: randomUUID(), ...input } },
    token,
  });
}

/** Polls the pack until it is READY (FAILED throws at once). */
export function waitForReadyPack(
  server: TestServer,
  token: string,
  id: string,
): Promise<TestEvidencePack> {
  return vi.waitUntil(
    async () => {
      const response = await server.graphql<{ get_evidence_pack: TestEvidencePack }>({
        query: `query get_evidence_pack($id: ID!) { get_evidence_pack(id: $id) { ${evidencePackFields} } }`,
        variables: { id },
        token,
      });
      const pack = response.body.data?.get_evidence_pack;
      if (pack?.status === 'FAILED') throw new Error('Evidence pack failed');
      return pack?.status === 'READY' ? pack : undefined;
    },
    { timeout: 60_000, interval: 200 },
  );
}
