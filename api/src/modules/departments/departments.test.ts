import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../test-support/document-factories.js';
import { createSupplier, createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { addAgreement } from './service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const departmentsQuery = `query get_departments {
  get_departments {
    agreement_overview { agreement_number title is_main valid_from valid_to status company }
    main_agreement {
      agreement_number valid_from valid_to
      terms_document { id title extension path }
    }
    associated_companies { id company address city zip }
  }
}`;

interface DepartmentsResult {
  get_departments: {
    agreement_overview: {
      agreement_number: string;
      is_main: boolean;
      status: string;
      company: string;
    }[];
    main_agreement: {
      agreement_number: string;
      valid_from: string;
      valid_to: string | null;
      terms_document: { id: string; title: string; extension: string; path: string } | null;
    } | null;
    associated_companies: { id: string; company: string }[];
  };
}

const location = () => ({ storage: server.storage, country: 'no' as const });

async function departmentsOf(token: string) {
  const response = await server.graphql<DepartmentsResult>({ query: departmentsQuery, token });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.get_departments;
}

describe('get_departments', () => {
  it('shows a master account its agreements, main agreement with terms, and its companies', async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 2);
    await addAgreement(database, location(), {
      supplierId: master.id,
      agreementNumber: 'NO-2025-017',
      title: 'Framework agreement',
      isMain: true,
      validFrom: '2025-01-01',
      validTo: '2099-12-31',
      termsContent: pdfBytes(),
      termsFile: 'Framework NO-2025-017.pdf',
    });
    await addAgreement(database, location(), {
      supplierId: master.id,
      agreementNumber: 'NO-2020-003',
      title: 'Old collection agreement',
      isMain: false,
      validFrom: '2020-01-01',
      validTo: '2021-12-31',
    });
    const token = await signIn(server, await createUser(database, { supplier_id: master.id }));

    const departments = await departmentsOf(token);

    expect(departments.agreement_overview).toEqual([
      expect.objectContaining({
        agreement_number: 'NO-2025-017',
        is_main: true,
        status: 'active',
        company: master.company,
      }),
      expect.objectContaining({
        agreement_number: 'NO-2020-003',
        is_main: false,
        status: 'expired',
      }),
    ]);
    expect(departments.main_agreement).toMatchObject({
      agreement_number: 'NO-2025-017',
      valid_from: '2025-01-01',
      valid_to: '2099-12-31',
      terms_document: { title: 'Framework agreement', extension: 'PDF' },
    });
    expect(departments.associated_companies.map((company) => company.id).sort()).toEqual(
      subSuppliers.map((supplier) => supplier.id).sort(),
    );

    const terms = await fetch(`${server.url}${departments.main_agreement!.terms_document!.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(terms.status).toBe(200);
    expect(terms.headers.get('content-disposition')).toContain('Framework NO-2025-017.pdf');
  });

  it('shows a department its group’s main agreement, and nothing of other suppliers', async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const stranger = await createSupplier(database);
    const agreement = await addAgreement(database, location(), {
      supplierId: master.id,
      agreementNumber: 'GROUP-1',
      title: 'Group agreement',
      isMain: true,
      validFrom: '2025-01-01',
      termsContent: pdfBytes(),
    });
    await addAgreement(database, location(), {
      supplierId: stranger.id,
      agreementNumber: 'STRANGER-1',
      title: 'Someone else’s agreement',
      isMain: true,
      validFrom: '2025-01-01',
      termsContent: pdfBytes(),
    });

    const departmentToken = await signIn(
      server,
      await createUser(database, { supplier_id: subSuppliers[0]!.id }),
    );
    const forDepartment = await departmentsOf(departmentToken);
    expect(forDepartment.main_agreement?.agreement_number).toBe('GROUP-1');
    expect(forDepartment.main_agreement?.valid_to).toBeNull();
    expect(forDepartment.agreement_overview.map((row) => row.agreement_number)).toEqual([
      'GROUP-1',
    ]);
    expect(forDepartment.associated_companies).toEqual([]);

    const strangerToken = await signIn(
      server,
      await createUser(database, { supplier_id: stranger.id }),
    );
    const forStranger = await departmentsOf(strangerToken);
    expect(forStranger.agreement_overview.map((row) => row.agreement_number)).toEqual([
      'STRANGER-1',
    ]);
    // The group's terms are not the stranger's to download.
    const groupTerms = await fetch(
      `${server.url}/files/no/documents/${agreement.terms_document_id}`,
      { headers: { authorization: `Bearer ${strangerToken}` } },
    );
    expect(groupTerms.status).toBe(404);
  });

  it('gives a supplier without agreements an empty page rather than an error', async () => {
    const token = await signIn(server, await createUser(server.databases.no));
    expect(await departmentsOf(token)).toEqual({
      agreement_overview: [],
      main_agreement: null,
      associated_companies: [],
    });
  });

  it('requires sign-in', async () => {
    expect(errorCodeOf(await server.graphql({ query: departmentsQuery }))).toBe('UNAUTHENTICATED');
  });
});

describe('agreements in the reader’s language', () => {
  it('shows the provider’s translated title, scope and terms title, else the English ones', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    await addAgreement(database, location(), {
      supplierId: supplier.id,
      agreementNumber: 'NO-2026-301',
      title: 'Framework agreement for ITAD services',
      titleTranslations: { fi: 'ITAD-palveluiden puitesopimus', se: 'Ramavtal för ITAD-tjänster' },
      description: 'Collection, data erasure, reuse and recycling of IT equipment.',
      descriptionTranslations: { fi: 'IT-laitteiden nouto, tietojen poisto ja kierrätys.' },
      isMain: true,
      validFrom: '2026-01-01',
      termsContent: pdfBytes('terms'),
    });
    const query = `{ get_departments {
      agreement_overview { title description }
      main_agreement { terms_document { title } }
    } }`;
    type Result = {
      get_departments: {
        agreement_overview: { title: string; description: string | null }[];
        main_agreement: { terms_document: { title: string } | null } | null;
      };
    };
    const readAs = async (language: 'fi' | 'se' | 'da' | 'en') => {
      const reader = await createUser(database, { supplier_id: supplier.id, language });
      const response = await server.graphql<Result>({ query, token: await signIn(server, reader) });
      expect(response.body.errors).toBeUndefined();
      return response.body.data!.get_departments;
    };

    expect(await readAs('fi')).toEqual({
      agreement_overview: [
        {
          title: 'ITAD-palveluiden puitesopimus',
          description: 'IT-laitteiden nouto, tietojen poisto ja kierrätys.',
        },
      ],
      main_agreement: { terms_document: { title: 'ITAD-palveluiden puitesopimus' } },
    });
    // Swedish has a title but no scope text: the scope stays English.
    expect((await readAs('se')).agreement_overview).toEqual([
      {
        title: 'Ramavtal för ITAD-tjänster',
        description: 'Collection, data erasure, reuse and recycling of IT equipment.',
      },
    ]);
    for (const language of ['da', 'en'] as const) {
      expect((await readAs(language)).agreement_overview[0]?.title).toBe(
        'Framework agreement for ITAD services',
      );
    }
  });
});

describe('addAgreement', () => {
  it('refuses bad dates and duplicate numbers, and moves the main mark to a new main agreement', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const base = {
      supplierId: supplier.id,
      title: 'Agreement',
      isMain: true,
      validFrom: '2025-01-01',
    };
    await expect(
      addAgreement(database, location(), {
        ...base,
        agreementNumber: 'A',
        validFrom: '2025-13-01',
      }),
    ).rejects.toThrow('The start date must be a date (YYYY-MM-DD).');
    await expect(
      addAgreement(database, location(), { ...base, agreementNumber: 'A', validTo: '2024-12-31' }),
    ).rejects.toThrow(/on or after the start date/);
    await addAgreement(database, location(), { ...base, agreementNumber: 'A' });
    await expect(
      addAgreement(database, location(), { ...base, agreementNumber: 'A' }),
    ).rejects.toThrow(/already has an agreement A/);
    await addAgreement(database, location(), {
      ...base,
      agreementNumber: 'B',
      validFrom: '2026-01-01',
    });
    const rows = await database
      .selectFrom('agreements')
      .select(['agreement_number', 'is_main'])
      .where('supplier_id', '=', supplier.id)
      .orderBy('agreement_number')
      .execute();
    expect(rows).toEqual([
      { agreement_number: 'A', is_main: false },
      { agreement_number: 'B', is_main: true },
    ]);
  });
});
