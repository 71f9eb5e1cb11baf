import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { ProviderIdentityImage } from '@itad-portal/validation';
import type { ProviderIdentity } from '../../shared/documents/provider-identity.js';
import { DomainError } from '../../shared/errors.js';
import { businessTimeZone } from '../../shared/local-dates.js';
import { recordStaffAudit } from '../staff/service.js';
import type { StaffCaller } from '../staff/staff-model.js';
import { imagesOfConfiguredIdentity, type ProviderIdentityImages } from './identity-images.js';

/** The identity's fields that staff keep in the console's form (the images are uploaded apart). */
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

interface ProviderIdentityVersion extends ProviderIdentityFields, ProviderIdentityImages {
  effective_from: Date;
  created_by_name: string;
}

/**
 * The version in force now, or on a business day (a document issued that day), if staff have
 * saved one by then.
 */
function findProviderIdentityVersion(
  database: Database,
  issuedOn?: string,
): Promise<ProviderIdentityVersion | undefined> {
  let query = database
    .selectFrom('provider_identity_versions')
    .select([
      ...providerIdentityFieldNames,
      'logo',
      'signature',
      'effective_from',
      'created_by_name',
    ])
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
function fieldsOfConfiguredIdentity(configured: ProviderIdentity): ProviderIdentityFields {
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

function withVersion(
  configured: ProviderIdentity,
  fields: ProviderIdentityFields & ProviderIdentityImages,
): ProviderIdentity {
  return {
    ...configured,
    logoFile: fields.logo ?? undefined,
    legalName: fields.legal_name,
    address: fields.address ?? undefined,
    addressCountry: fields.address_country,
    organisationNumber: fields.organisation_number ?? undefined,
    signatory: fields.signatory_name
      ? {
          name: fields.signatory_name,
          title: fields.signatory_title ?? '',
          signatureFile: fields.signature ?? undefined,
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
  return version ? withVersion(configured, version) : configured;
}

/** Who saves, for the version and the staff log. */
export interface IdentityActor {
  staff: StaffCaller;
  ipAddress: string | null;
  /** The console's country, whose documents the identity is on. */
  country: string;
}

type IdentityInForce = ProviderIdentityFields & ProviderIdentityImages;
const versionFieldNames = [
  ...providerIdentityFieldNames,
  'logo',
  'signature',
] as const satisfies readonly (keyof IdentityInForce)[];

/** The identity in force now, and whether the console (who, when) or the configuration gave it. */
export async function currentProviderIdentity(
  database: Database,
  configured: ProviderIdentity,
): Promise<
  IdentityInForce &
    ({ source: 'console'; changedAt: Date; changedBy: string } | { source: 'configuration' })
> {
  const version = await findProviderIdentityVersion(database);
  if (version) {
    const { effective_from, created_by_name, ...inForce } = version;
    return { ...inForce, source: 'console', changedAt: effective_from, changedBy: created_by_name };
  }
  return {
    ...fieldsOfConfiguredIdentity(configured),
    ...(await imagesOfConfiguredIdentity(configured)),
    source: 'configuration',
  };
}

/** A version's fields and images, without when and by whom it was saved. */
function fieldsOfVersion(version: ProviderIdentityVersion): IdentityInForce {
  const { effective_from: _effectiveFrom, created_by_name: _createdBy, ...inForce } = version;
  return inForce;
}

/**
 * Stores what `change` makes of the identity in force as a new version (the one before stays for
 * documents issued before), naming the changed fields in the staff log; a change that changes
 * nothing stores nothing. One at a time: two administrators saving at once each see the other's.
 */
async function saveVersion(
  database: Database,
  configured: ProviderIdentity,
  actor: IdentityActor,
  change: (current: IdentityInForce) => IdentityInForce,
): Promise<void> {
  await database.transaction().execute(async (transaction) => {
    await sql`lock table provider_identity_versions in share row exclusive mode`.execute(
      transaction,
    );
    const version = await findProviderIdentityVersion(transaction);
    const current: IdentityInForce = version
      ? fieldsOfVersion(version)
      : {
          ...fieldsOfConfiguredIdentity(configured),
          ...(await imagesOfConfiguredIdentity(configured)),
        };
    const next = change(current);
    const changed = versionFieldNames.filter((name) => current[name] !== next[name]);
    if (!changed.length) return;
    await transaction
      .insertInto('provider_identity_versions')
      .values({
        ...next,
        created_by_staff_id: actor.staff.staffId,
        created_by_name: actor.staff.name,
      })
      .execute();
    await recordStaffAudit(transaction, {
      staff: { id: actor.staff.staffId, name: actor.staff.name },
      action: 'provider_identity.changed',
      target: { type: 'provider_identity', id: actor.country, label: next.legal_name },
      details: { fields: changed.join(', ') },
      ipAddress: actor.ipAddress,
    });
  });
}

/**
 * Saves the form's fields for documents issued from now on. The logo stays; so does the
 * signature unless the signatory changes: another person never signs with it.
 */
export function saveProviderIdentity(
  database: Database,
  configured: ProviderIdentity,
  fields: ProviderIdentityFields,
  actor: IdentityActor,
): Promise<void> {
  return saveVersion(database, configured, actor, (current) => ({
    ...fields,
    logo: current.logo,
    signature: current.signatory_name === fields.signatory_name ? current.signature : null,
  }));
}

/**
 * Replaces (or with null removes) the letterhead's logo or the signature, for documents issued
 * from now on. A signature needs a signatory whose name it is drawn above.
 */
export function saveProviderIdentityImage(
  database: Database,
  configured: ProviderIdentity,
  image: ProviderIdentityImage,
  dataUrl: string | null,
  actor: IdentityActor,
): Promise<void> {
  return saveVersion(database, configured, actor, (current) => {
    if (image === 'signature' && dataUrl && !current.signatory_name) {
      throw new DomainError('BAD_USER_INPUT', "A signature needs the signatory's name first.");
    }
    return { ...current, [image]: dataUrl };
  });
}
