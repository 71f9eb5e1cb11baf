/**
 * The developer page's examples: the GraphQL documents and variables it shows (as curl,
 * JavaScript and Python), exported into the web app's generated API reference
 * (scripts/api-reference.ts) and run by api-examples.test.ts with a real token, so what the page
 * shows works.
 */
export interface ApiExample {
  /** The key of the task's title in the web app's translations (apiTokens.examples.<key>). */
  key: 'completedUnits' | 'downloadCertificate' | 'orderPickup' | 'jobStatus';
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  /** For a file: how to fetch it once the query has answered (the answer's field with the URL). */
  downloadField?: string;
}

export const apiExamples: readonly ApiExample[] = [
  {
    key: 'completedUnits',
    operationName: 'completed_units',
    query: `query completed_units($since: String!, $after: String) {
  get_completed_units(since: $since, after: $after, first: 100) {
    units { id serial_number manufacturer model category outcome completed_date job_number }
    next_cursor
  }
}`,
    variables: { since: '2026-01-01', after: null },
  },
  {
    key: 'downloadCertificate',
    operationName: 'certificates',
    query: `query certificates {
  get_certificate_page(page: 1, page_size: 10) {
    certificates { id certificate_number files { format download_url } }
  }
}`,
    variables: {},
    downloadField: 'download_url',
  },
  {
    key: 'orderPickup',
    operationName: 'order_pickup',
    query: `mutation order_pickup($idempotency_key: String!, $assignment: AssignmentInput!) {
  order_assignment(idempotency_key: $idempotency_key, assignment: $assignment) {
    id job_number status
  }
}`,
    variables: {
      idempotency_key: 'erp-order-10045',
      assignment: {
        kind: 'COLLECTION',
        address: 'Karl Johans gate 1',
        city: 'Oslo',
        zip_code: '0154',
        country: 'norway',
        company_name: 'Example AS',
        contact_first_name: 'Kari',
        contact_last_name: 'Nordmann',
        email: 'kari.nordmann@example.com',
        phone: '+47 22 33 44 55',
        date: '2026-12-15',
        recipient_name: 'Kari Nordmann',
        recipient_email: 'kari.nordmann@example.com',
        storage_units: [{ type: 'BOX', quantity: 2 }],
      },
    },
  },
  {
    key: 'jobStatus',
    operationName: 'job_status',
    query: `query job_status($id: ID!) {
  get_job(id: $id) {
    job_number status
    status_history { status occurred_at }
  }
}`,
    variables: { id: '00000000-0000-4000-8000-000000000000' },
  },
];
