import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { ProviderIdentity } from '../../shared/documents/provider-identity.js';
import { businessTimeZone } from '../../shared/local-dates.js';
import { recordStaffAudit } from '../staff/service.js';
import type { StaffCaller } from '../staff/staff-model.js';

/** The identity's fields that staff keep in the console (logo, signature image and brand stay configuration). */
export interface ProviderIdentityFields {
  legal_name: string;
  address: string | null;
  address_country: string;
  organisation_number: string | null;
  signatory_name: string | null;
  signatory_title: string | null;
  bank_account: string | null;
  iban: string | null;
  bic: string | null;
}

const providerIdentityFieldNames = [
  'legal_name',
  'address',
  'address_country',
  'organisation_number',
  'signatory_name',
  'signatory_title',
  'bank_account',
  'iban',
  'bic',
] as const satisfies readonly (keyof ProviderIdentityFields)[];

export interface ProviderIdentityVersion extends ProviderIdentityFields {
  effective_from: Date;
  created_by_name: string;
}

/**
 * The version in force now, or on a business day (a document issued that day), if staff have
 * saved one by then.
 */
export function findProviderIdentityVersion(
  database: Database,
  issuedOn?: string,
): Promise<ProviderIdentityVersion | undefined> {
  let query = database
    .selectFrom('provider_identity_versions')
    .select([...providerIdentityFieldNames, 'effective_from', 'created_by_name'])
    .where('effective_from', '<=', sql<Date>`now()`);
  if (issuedOn !== undefined) {
    query = query.where(
      sql<string>`(effective_from at time zone ${businessTimeZone})::date`,
      '<=',
      sql<string>`${issuedOn}::date`,
    );
  }
  return query.orderBy('effective_from', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The fields as the configuration gives them, for a console that has saved none yet. */
export function fieldsOfConfiguredIdentity(configured: ProviderIdentity): ProviderIdentityFields {
  return {
    legal_name: configured.legalName,
    address: configured.address ?? null,
    address_country: configured.addressCountry,
    organisation_number: configured.organisationNumber ?? null,
    signatory_name: configured.signatory?.name ?? null,
    signatory_title: configured.signatory?.title || null,
    bank_account: configured.payment.bankAccount ?? null,
    iban: configured.payment.iban ?? null,
    bic: configured.payment.bic ?? null,
  };
}

function withFields(
  configured: ProviderIdentity,
  fields: ProviderIdentityFields,
): ProviderIdentity {
  return {
    ...configured,
    legalName: fields.legal_name,
    address: fields.address ?? undefined,
    addressCountry: fields.address_country,
    organisationNumber: fields.organisation_number ?? undefined,
    signatory: fields.signatory_name
      ? {
          name: fields.signatory_name,
          title: fields.signatory_title ?? '',
          signatureFile: configured.signatory?.signatureFile,
        }
      : undefined,
    payment: {
      ...configured.payment,
      bankAccount: fields.bank_account ?? undefined,
      iban: fields.iban ?? undefined,
      bic: fields.bic ?? undefined,
    },
  };
}

/**
 * Who issues this country's documents: the identity staff saved in the console in force now (or
 * on the business day `issuedOn`, for a document issued then), else the configured one.
 */
export async function providerIdentityOf(
  database: Database,
  configured: ProviderIdentity,
  issuedOn?: string,
): Promise<ProviderIdentity> {
  const version = await findProviderIdentityVersion(database, issuedOn);
  return version ? withFields(configured, version) : configured;
}

/** Who saves, for the version and the staff log. */
export interface IdentityActor {
  staff: StaffCaller;
  ipAddress: string | null;
  /** The console's country, whose documents the identity is on. */
  country: string;
}

/**
 * Saves the identity documents issued from now on carry, as a new version (the one in force
 * before stays for documents issued before). The staff log names the fields that changed; a
 * save that changes nothing stores nothing.
 */
export async function saveProviderIdentity(
  database: Database,
  configured: ProviderIdentity,
  fields: ProviderIdentityFields,
  actor: IdentityActor,
): Promise<void> {
  await database.transaction().execute(async (transaction) => {
    // One save at a time: two administrators saving at once each see the other's version.
    await sql`lock table provider_identity_versions in share row exclusive mode`.execute(
      transaction,
    );
    const current =
      (await findProviderIdentityVersion(transaction)) ?? fieldsOfConfiguredIdentity(configured);
    const changed = providerIdentityFieldNames.filter((name) => current[name] !== fields[name]);
    if (!changed.length) return;
    await transaction
      .insertInto('provider_identity_versions')
      .values({
        ...fields,
        created_by_staff_id: actor.staff.staffId,
        created_by_name: actor.staff.name,
      })
      .execute();
    await recordStaffAudit(transaction, {
      staff: { id: actor.staff.staffId, name: actor.staff.name },
      action: 'provider_identity.changed',
      target: { type: 'provider_identity', id: actor.country, label: fields.legal_name },
      details: { fields: changed.join(', ') },
      ipAddress: actor.ipAddress,
    });
  });
}
