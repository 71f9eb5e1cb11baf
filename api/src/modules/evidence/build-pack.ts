import { providerIdentityOf } from '../provider-identity/service.js';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import type { ObjectStorage } from '../../shared/storage/object-storage.js';
import { localeTagOf, readerLanguageOf, translate } from '../../shared/translations.js';
import { countReportUnits, writeCertificatePdf } from '../reports/service.js';
import { writeQueryCsv } from './csv-files.js';
import type { EvidencePackRow } from './evidence-pack-model.js';
import { holdCsvColumns, holdRowsQuery } from './hold-records.js';
import { buildManifest } from './manifest.js';
import {
  digestFile,
  safeFileName,
  writePackZip,
  type ListedFile,
  type PackFile,
} from './pack-files.js';
import {
  carrierCsvColumns,
  carrierRowsQuery,
  unitCsvColumns,
  unitRowsQuery,
  unitsInScope,
  type PackScope,
} from './pack-queries.js';
import { copyProviderCertificates } from './provider-certificates.js';
import {
  hasExpectedAssetList,
  reconciliationCsvColumns,
  reconciliationRowsQuery,
} from './reconciliation-source.js';
import { loadEvidenceSigningKey, signDetached } from './signing-key.js';

export interface BuiltPack {
  zipPath: string;
  fileName: string;
  /** The files the manifest lists, and the manifest itself. */
  files: ListedFile[];
  manifest: { sha256: string; size_bytes: number };
}

function certificateNumber(country: CountryCode, issuedAt: Date): string {
  // Crockford base32, as the reports' certificates: unguessable and unambiguous read aloud.
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const random = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
  return `COD-${country.toUpperCase()}-${issuedAt.getUTCFullYear()}-${random}`;
}

/** What the pack is about and which suppliers' units it covers. */
async function resolveSubject(database: Database, pack: EvidencePackRow) {
  const supplier = await database
    .selectFrom('suppliers')
    .select(['id', 'company', 'org_number', 'parent_supplier_id', 'is_master_account'])
    .where('id', '=', pack.supplier_id)
    .executeTakeFirstOrThrow();
  if (pack.job_id) {
    const job = await database
      .selectFrom('jobs')
      .select(['id', 'supplier_id', 'job_number'])
      .where('id', '=', pack.job_id)
      .executeTakeFirstOrThrow();
    const scope: PackScope = {
      kind: 'job',
      supplierIds: [job.supplier_id],
      jobNumber: job.job_number,
    };
    return { supplier, job, scope, unitSupplierId: job.supplier_id, department: null };
  }
  const children = supplier.is_master_account
    ? await database
        .selectFrom('suppliers')
        .select('id')
        .where('parent_supplier_id', '=', supplier.id)
        .execute()
    : [];
  const supplierIds = pack.scope_supplier_id
    ? [pack.scope_supplier_id]
    : [supplier.id, ...children.map((child) => child.id)];
  const department = pack.scope_supplier_id
    ? await database
        .selectFrom('suppliers')
        .select(['id', 'company'])
        .where('id', '=', pack.scope_supplier_id)
        .executeTakeFirstOrThrow()
    : null;
  const scope: PackScope = {
    kind: 'period',
    supplierIds,
    from: pack.date_from ?? '',
    to: pack.date_to ?? '',
  };
  return { supplier, job: null, scope, unitSupplierId: supplier.id, department };
}

/**
 * Writes a pack's files into `folder` and zips them with a signed manifest: the certificate of
 * destruction (the reports' generator, for the job's units or the period's), the sanitisation
 * records per unit and per data carrier, the units' processing holds, a job's reconciliation (when it has a list of expected
 * assets), and the provider's current
 * certificates. Progress goes from 0 to 95 (the caller stores the ZIP for the rest).
 */
export async function buildEvidencePack(options: {
  config: AppConfig;
  country: CountryCode;
  database: Database;
  storage: ObjectStorage;
  pack: EvidencePackRow;
  folder: string;
  issuedAt: Date;
  onProgress: (percent: number) => Promise<void>;
}): Promise<BuiltPack> {
  const { config, country, database, pack, folder, issuedAt } = options;
  const language = readerLanguageOf(pack.language);
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(language, key, values);
  const subject = await resolveSubject(database, pack);
  const unitTotal = await sql<{ units: number }>`
    select count(*)::int as units from processed_units unit
    where ${unitsInScope(subject.scope)}`
    .execute(database)
    .then((result) => result.rows[0]?.units ?? 0);
  // Four passes over the units: certificate, unit CSV, carrier CSV (about one per unit), ZIP.
  const work = Math.max(1, unitTotal) * 4;
  let done = 0;
  const advance = async (units: number) => {
    done += units;
    await options.onProgress(Math.min(95, Math.floor((done / work) * 95)));
  };

  const number = certificateNumber(country, issuedAt);
  const provider = await providerIdentityOf(database, config.providers[country]);
  const certificateFilter = {
    supplier_id: subject.unitSupplierId,
    scope_supplier_id: subject.job ? subject.job.supplier_id : pack.scope_supplier_id,
    date_from: pack.date_from ?? '1970-01-01',
    date_to: pack.date_to ?? '9999-12-31',
    date_column: subject.job ? 'CREATED_AT' : 'COMPLETED_DATE',
    free_text: null,
    serial_or_product: null,
    kind: 'CERTIFICATE_OF_DESTRUCTION',
    job_number: subject.job?.job_number ?? null,
    language,
  };
  const certificatePath = path.join(folder, 'certificate.pdf');
  const period = subject.job
    ? subject.job.job_number
    : `${pack.date_from ?? ''} – ${pack.date_to ?? ''}`;
  let certificateUnits = 0;
  const writeCertificate = async (): Promise<PackFile> => {
    await writeCertificatePdf({
      database,
      report: certificateFilter,
      filePath: certificatePath,
      t,
      provider,
      details: {
        certificateNumber: number,
        provider: config.providerName,
        supplier: subject.supplier.company,
        department: subject.department?.company ?? null,
        period,
        dateColumn: t(`reports.dateColumns.${certificateFilter.date_column}`),
        issuedAt: new Intl.DateTimeFormat(localeTagOf(language), {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: 'Europe/Oslo',
        }).format(issuedAt),
        unitCount: await countReportUnits(database, certificateFilter),
        verifyUrl: `${config.publicUrl}/verify?location=${country}`,
      },
      onProgress: async (units) => {
        await advance(units - certificateUnits);
        certificateUnits = units;
      },
    });
    return {
      path: `certificate-of-destruction-${number}.pdf`,
      kind: 'certificate_of_destruction',
      localPath: certificatePath,
    };
  };

  const csvFiles: PackFile[] = [];
  const csvFile = async (
    name: string,
    kind: PackFile['kind'],
    write: (filePath: string, onRows: (rows: number) => Promise<void>) => Promise<number>,
  ) => {
    const localPath = path.join(folder, name);
    let counted = 0;
    await write(localPath, async (rows) => {
      await advance(rows - counted);
      counted = rows;
    });
    csvFiles.push({ path: name, kind, localPath });
  };
  const job = subject.job;
  const reconciled = job ? await hasExpectedAssetList(database, job.id) : false;
  const writeCsvFiles = async () => {
    await csvFile('sanitisation-units.csv', 'sanitisation_units_csv', (filePath, onRows) =>
      writeQueryCsv({
        database,
        query: unitRowsQuery(subject.scope),
        columns: unitCsvColumns,
        filePath,
        onRows,
      }),
    );
    await csvFile('sanitisation-carriers.csv', 'sanitisation_carriers_csv', (filePath, onRows) =>
      writeQueryCsv({
        database,
        query: carrierRowsQuery(subject.scope),
        columns: carrierCsvColumns,
        filePath,
        onRows,
      }),
    );
    // Always written, also without a line: the pack then shows no unit was held.
    await csvFile('unit-holds.csv', 'unit_holds_csv', (filePath) =>
      writeQueryCsv({
        database,
        query: holdRowsQuery(subject.scope),
        columns: holdCsvColumns,
        filePath,
      }),
    );
    // Without a list of expected assets the job is not reconciled: no file that would call
    // every unit an exception (the manifest says so).
    if (job && reconciled) {
      await csvFile('reconciliation.csv', 'reconciliation_csv', (filePath) =>
        writeQueryCsv({
          database,
          query: reconciliationRowsQuery(job.id),
          columns: reconciliationCsvColumns,
          filePath,
        }),
      );
    }
  };
  // The PDF is formatted while PostgreSQL reads the records for the CSVs: each on its own
  // connection. Both settle before the pack goes on (a failure leaves no writer running).
  const [certificate, csvs] = await Promise.allSettled([writeCertificate(), writeCsvFiles()]);
  if (certificate.status === 'rejected') throw certificate.reason;
  if (csvs.status === 'rejected') throw csvs.reason;
  const files: PackFile[] = [certificate.value, ...csvFiles];
  const ownerIds = [
    subject.supplier.id,
    ...(subject.supplier.parent_supplier_id ? [subject.supplier.parent_supplier_id] : []),
  ];
  for (const certificate of await copyProviderCertificates({
    ...options,
    ownerIds,
    language,
  })) {
    files.push({
      path: `provider-certificates/${certificate.fileName}`,
      kind: 'provider_certificate',
      localPath: certificate.localPath,
    });
  }

  const listed: ListedFile[] = [];
  for (const file of files) {
    const { sha256, size } = await digestFile(file.localPath);
    listed.push({ path: file.path, kind: file.kind, sha256, size_bytes: size });
  }
  const signingKey = await loadEvidenceSigningKey(config);
  const manifest = buildManifest({
    config,
    issuerName: provider.legalName,
    pack,
    signingKey,
    issuedAt,
    supplier: subject.supplier,
    department: subject.department?.company ?? null,
    job: job ? { ...job, reconciled } : null,
    files: listed,
  });
  const zipPath = path.join(folder, 'pack.zip.partial');
  await writePackZip({
    outputPath: zipPath,
    files,
    manifest: manifest.bytes,
    signature: signDetached(signingKey, manifest.bytes),
    modifiedAt: issuedAt,
  });
  await advance(unitTotal);
  const subjectName = job ? job.job_number : `${pack.date_from} ${pack.date_to}`;
  return {
    zipPath,
    fileName: `${safeFileName(`evidence-pack ${subject.supplier.company} ${subjectName}`)}.zip`,
    files: listed,
    manifest: manifest.digest,
  };
}
