import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { withTestDatabase } from './database';
import { tokenFor } from './session';

const orderReportMutation = `mutation order_report($input: OrderReportInput!) {
  order_report(input: $input) { id }
}`;

/**
 * Orders `count` certificates of destruction as the user, one a month from January 2026, and
 * waits until each is issued; returns their numbers. The user's supplier's own certificates,
 * whatever other tests order.
 */
export async function orderCertificates(
  request: APIRequestContext,
  email: string,
  count: number,
): Promise<string[]> {
  const token = await tokenFor(request, email);
  const ids: string[] = [];
  for (let month = 1; month <= count; month += 1) {
    const monthText = String(month).padStart(2, '0');
    const response = await request.post(`${process.env.E2E_BASE_URL}/graphql/no`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        operationName: 'order_report',
        query: orderReportMutation,
        variables: {
          input: {
            idempotency_key: randomUUID(),
            kind: 'CERTIFICATE_OF_DESTRUCTION',
            from: `2026-${monthText}-01`,
            to: `2026-${monthText}-28`,
            date_column: 'COMPLETED_DATE',
            recipients: [email],
          },
        },
      },
    });
    const body = (await response.json()) as { data?: { order_report?: { id: string } } };
    const id = body.data?.order_report?.id;
    if (!id) throw new Error(`Could not order a certificate: ${JSON.stringify(body)}`);
    ids.push(id);
  }
  let numbers: string[] = [];
  await expect
    .poll(
      async () => {
        const ready = await withTestDatabase((client) =>
          client.query<{ certificate_number: string }>(
            `select certificate_number from reports
             where id = any($1::uuid[]) and status = 'READY' order by certificate_number`,
            [ids],
          ),
        );
        numbers = ready.rows.map((row) => row.certificate_number);
        return numbers.length;
      },
      { timeout: 60_000 },
    )
    .toBe(count);
  return numbers;
}
