import { randomUUID } from 'node:crypto';
import { firstBookableDate } from '@itad-portal/validation';
import type { APIRequestContext } from '@playwright/test';
import { todayInOslo } from '../../src/features/jobs/lib/dates';

const orderMutation = `mutation order_assignment($idempotency_key: String!, $assignment: AssignmentInput!) {
  order_assignment(idempotency_key: $idempotency_key, assignment: $assignment) { id job_number }
}`;

/** A pickup ordered through the API as the token's user (faster than the form); its id and number. */
export async function orderPickup(
  request: APIRequestContext,
  token: string,
): Promise<{ id: string; job_number: string }> {
  const response = await request.post(`${process.env.E2E_BASE_URL}/graphql/no`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      operationName: 'order_assignment',
      query: orderMutation,
      variables: {
        idempotency_key: randomUUID(),
        assignment: {
          kind: 'COLLECTION',
          address: 'Strandveien 10',
          city: 'Lysaker',
          zip_code: '1366',
          country: 'norway',
          company_name: 'Vestlys Kontor AS',
          contact_first_name: 'Jonas',
          contact_last_name: 'Lie',
          email: 'jonas.lie@test.example',
          phone: '+47 912 34 567',
          date: firstBookableDate(todayInOslo()),
          recipient_name: 'Jonas Lie',
          recipient_email: 'jonas.lie@test.example',
          storage_units: [{ type: 'BOX', quantity: 2 }],
          attachment_ids: [],
        },
      },
    },
  });
  const body = (await response.json()) as {
    data?: { order_assignment?: { id: string; job_number: string } };
  };
  const job = body.data?.order_assignment;
  if (!job) throw new Error(`The order was refused: ${JSON.stringify(body)}`);
  return job;
}
