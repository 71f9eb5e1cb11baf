import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { countryDatabaseUrl } from '../config.js';
import { createDatabase, type Database } from '../database/connections.js';
import { pdfBytes } from '../test-support/document-factories.js';
import {
  adminCliFile as adminFile,
  runAdmin as runAdminCommand,
} from '../test-support/admin-cli.js';

const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'itad-cli-documents-'));

const runAdmin = (argumentsList: string[], environment: Record<string, string> = {}) =>
  runAdminCommand(argumentsList, { DATA_DIR: dataDirectory, ...environment });

const idPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

let environment: Record<string, string>;
let database: Database;
beforeAll(() => {
  const server = new URL(inject('databaseServerUrl'));
  server.pathname = `/cli_documents_${randomBytes(4).toString('hex')}_{country}`;
  environment = { DATABASE_URL: server.toString() };
  expect(runAdmin(['documents', 'list', '--country', 'dk'], environment).code).toBe(0);
  database = createDatabase(countryDatabaseUrl(server.toString(), 'dk'), 1);
}, 60_000);
afterAll(() => database?.destroy());

describe('[PROVIDER] agreements and settlements on the command line', () => {
  it('records an agreement with its terms, adds a settlement from a lines file and moves its status', async () => {
    const supplier = await database
      .insertInto('suppliers')
      .values({ company: 'Dansk Energi A/S' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const terms = path.join(dataDirectory, 'terms.pdf');
    writeFileSync(terms, pdfBytes('terms'));
    const agreement = runAdmin(
      [
        'agreements',
        'add',
        '--supplier',
        supplier.id,
        '--country',
        'dk',
        '--number',
        'DK-2026-001',
        '--title',
        'Rammeaftale',
        '--from',
        '2026-01-01',
        '--main',
        '--terms',
        terms,
        '--title-in',
        'fi=Puitesopimus',
        '--description',
        'Collection and erasure',
        '--description-in',
        'fi=Nouto ja tietojen poisto',
      ],
      environment,
    );
    expect(agreement.output).toMatch(
      /dk: added main agreement DK-2026-001 .* with Dansk Energi A\/S/,
    );
    expect(
      await database
        .selectFrom('agreements')
        .select(['title_translations', 'description_translations'])
        .where('agreement_number', '=', 'DK-2026-001')
        .executeTakeFirstOrThrow(),
    ).toEqual({
      title_translations: { fi: 'Puitesopimus' },
      description_translations: { fi: 'Nouto ja tietojen poisto' },
    });

    const lines = path.join(dataDirectory, 'lines.csv');
    writeFileSync(
      lines,
      'description;category;quantity;resale_value;service_costs\nBærbare;Laptops;10;15000,00;1800\nSkærme;Monitors;4;1000.50;360.25\n',
    );
    const settlement = runAdmin(
      [
        'settlement',
        'add',
        '--supplier',
        supplier.id,
        '--country',
        'dk',
        '--number',
        'DK-S-1',
        '--period-type',
        'quarterly',
        '--period-start',
        '2026-07-01',
        '--lines',
        lines,
        '--pdf',
        terms,
      ],
      environment,
    );
    expect(settlement.output).toMatch(
      /dk: added settlement DK-S-1 .*: 2 line\(s\), net 13840.25 DKK, unpaid/,
    );
    expect(
      runAdmin(
        ['settlement', 'status', 'DK-S-1', '--status', 'paid', '--country', 'dk'],
        environment,
      ).output,
    ).toContain('dk: settlement DK-S-1 unpaid -> paid');
    const back = runAdmin(
      ['settlement', 'status', 'DK-S-1', '--status', 'unpaid', '--country', 'dk'],
      environment,
    );
    expect(back.code).toBe(1);
    expect(back.output).toMatch(/it can only move on/);
    expect(runAdmin(['settlement', 'list', '--country', 'dk'], environment).output).toMatch(
      /DK-S-1 {2}quarterly {2}2026-07-01\.\.2026-09-30 {2}paid {2}13840.25 DKK {2}pdf/,
    );
  }, 90_000);
});

describe('[PROVIDER] documents on the command line', () => {
  it('uploads a PDF under a server-made name, lists it and retires it', async () => {
    const source = path.join(dataDirectory, 'ISO 9001.pdf');
    writeFileSync(source, pdfBytes('iso'));
    const uploaded = runAdmin(
      [
        'documents',
        'upload',
        source,
        '--country',
        'dk',
        '--key',
        'iso-9001',
        '--category',
        'certifications',
        '--title',
        'ISO 9001 certificate',
        '--title-in',
        'da=ISO 9001-certifikat',
        '--title-in',
        'fi=ISO 9001 -sertifikaatti',
      ],
      environment,
    );
    expect(uploaded.output).toMatch(/dk: uploaded document .* "ISO 9001 certificate"/);
    expect(uploaded.code).toBe(0);
    const id = idPattern.exec(uploaded.output)![0];
    const row = await database
      .selectFrom('documents')
      .select(['storage_name', 'file_name', 'category', 'title_translations'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.file_name).toBe('ISO 9001.pdf');
    expect(row.title_translations).toEqual({
      da: 'ISO 9001-certifikat',
      fi: 'ISO 9001 -sertifikaatti',
    });
    expect(readdirSync(path.join(dataDirectory, 'files', 'dk'))).toContain(row.storage_name);

    expect(runAdmin(['documents', 'list', '--country', 'dk'], environment).output).toContain(id);
    const retired = runAdmin(['documents', 'retire', id, '--country', 'dk'], environment);
    expect(retired.output).toContain(`dk: retired document ${id}`);
    expect(runAdmin(['documents', 'retire', id, '--country', 'dk'], environment).code).toBe(1);
  }, 60_000);

  it('refuses bad calls with clear messages', () => {
    const noCategory = runAdmin(
      ['documents', 'upload', adminFile, '--country', 'dk', '--key', 'x', '--title', 'X'],
      environment,
    );
    expect(noCategory.code).toBe(2);
    expect(noCategory.output).toMatch(/--category must be one of about, certifications/);
    const notPdf = runAdmin(
      [
        'documents',
        'upload',
        adminFile,
        '--country',
        'dk',
        '--key',
        'x',
        '--category',
        'about',
        '--title',
        'X',
      ],
      environment,
    );
    expect(notPdf.code).toBe(1);
    expect(notPdf.output).toMatch(/The file is not a PDF\./);
    const badTranslation = runAdmin(
      [
        'documents',
        'upload',
        adminFile,
        '--country',
        'dk',
        '--key',
        'x',
        '--category',
        'about',
        '--title',
        'X',
        '--title-in',
        'dansk=X',
      ],
      environment,
    );
    expect(badTranslation.code).toBe(2);
    expect(badTranslation.output).toContain(
      '--title-in: "dansk=X" is not language=text with a language of da, fi, no, se.',
    );
  }, 60_000);
});

describe('[PROVIDER] the provider’s contact people on the command line', () => {
  it('sets a contact’s job title with its translations and lists them', async () => {
    await database
      .insertInto('provider_contacts')
      .values({ name: 'Mette Holm', email: 'mette.holm@provider.example', job_title: 'Sales' })
      .execute();
    const set = runAdmin(
      [
        'provider-contacts',
        'job-title',
        'Mette.Holm@provider.example',
        '--country',
        'dk',
        '--title',
        'Sales Director',
        '--title-in',
        'da=Salgsdirektør',
        '--title-in',
        'se=Försäljningsdirektör',
      ],
      environment,
    );
    expect(set.code).toBe(0);
    expect(set.output).toContain(
      'dk: Mette.Holm@provider.example is "Sales Director" in English and 2 other language(s)',
    );
    const row = await database
      .selectFrom('provider_contacts')
      .select(['job_title', 'job_title_translations'])
      .where('email', '=', 'mette.holm@provider.example')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      job_title: 'Sales Director',
      job_title_translations: { da: 'Salgsdirektør', se: 'Försäljningsdirektör' },
    });
    expect(runAdmin(['provider-contacts', 'list', '--country', 'dk'], environment).output).toMatch(
      /mette\.holm@provider\.example {2}"Mette Holm" {2}"Sales Director" {2}da se/,
    );
    const unknown = runAdmin(
      [
        'provider-contacts',
        'job-title',
        'nobody@provider.example',
        '--country',
        'dk',
        '--title',
        'X',
      ],
      environment,
    );
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('No provider contact nobody@provider.example in dk.');
  }, 60_000);
});
