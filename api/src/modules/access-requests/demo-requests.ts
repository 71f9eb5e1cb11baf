import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';

interface DemoRequest {
  company_name: string;
  org_number: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  language: string;
}

/** Companies of each country asking for access, so the console's inbox has work on a fresh demo. */
const newCompanies: Record<CountryCode, DemoRequest[]> = {
  no: [
    {
      company_name: 'Fjellvind Data AS',
      org_number: '923 456 789',
      first_name: 'Ingrid',
      last_name: 'Hansen',
      phone: '+47 912 34 567',
      email: 'ingrid.hansen@fjellvind.example',
      language: 'no',
    },
    {
      company_name: 'Kuusamo Logistics Oy (Norge)',
      org_number: '998 877 665',
      first_name: 'Aino',
      last_name: 'Virtanen',
      phone: '+47 934 56 789',
      email: 'aino.virtanen@kuusamo.example',
      language: 'fi',
    },
  ],
  dk: [
    {
      company_name: 'Fjordlys Data ApS',
      org_number: '38 47 29 10',
      first_name: 'Mette',
      last_name: 'Holm',
      phone: '+45 20 12 34 56',
      email: 'mette.holm@fjordlys.example',
      language: 'da',
    },
  ],
  se: [
    {
      company_name: 'Norrsken IT AB',
      org_number: '556677-8899',
      first_name: 'Elsa',
      last_name: 'Lindqvist',
      phone: '+46 70 123 45 67',
      email: 'elsa.lindqvist@norrsken.example',
      language: 'se',
    },
  ],
};

/**
 * Pending access requests of the demo: new companies, and a colleague at a demo customer (same
 * organisation number) whom the console offers to add to that customer.
 */
export async function seedDemoAccessRequests(
  database: Database,
  country: CountryCode,
): Promise<void> {
  const customer = await database
    .selectFrom('suppliers')
    .select(['company', 'org_number', 'phone'])
    .where('org_number', 'is not', null)
    .where('parent_supplier_id', 'is', null)
    .orderBy('created_at')
    .executeTakeFirst();
  const colleague: DemoRequest[] = customer?.org_number
    ? [
        {
          company_name: customer.company,
          org_number: customer.org_number,
          first_name: 'Sindre',
          last_name: 'Bakken',
          phone: customer.phone ?? '+47 900 00 000',
          email: `sindre.bakken@${country}.demo-colleague.example`,
          language: 'en',
        },
      ]
    : [];
  await database
    .insertInto('access_requests')
    .values(
      [...newCompanies[country], ...colleague].map((request) => ({ ...request, ip_address: null })),
    )
    .execute();
}
