import type { Transaction } from 'kysely';
import type { Database } from '../database/connections.js';
import type { DB } from '../database/schema.generated.js';
import type { CountryCode } from '../shared/countries.js';
import { hashPassword } from '../shared/passwords.js';
import { demoCountries, demoPassword, type DemoSupplier } from './demo-data.js';
import { companyLogo, portrait } from './images.js';
import { demoUnitsWithCarriers } from '../modules/units/demo-carriers.js';
import { importUnits } from '../modules/units/import/import-units.js';
import { demoStaffLogin } from '../modules/staff/demo-staff.js';
import { todayInBusinessTimeZone } from '../shared/local-dates.js';
import type { TextTranslations } from '../shared/translated-text.js';

const portraitColours = ['#4b2e83', '#2f7d5b', '#b35c1e', '#1f6f8b', '#8a3b5c', '#55606e'];

export interface DemoLogin {
  country: CountryCode;
  email: string;
  password: string;
  description: string;
}

/** The customers' demo logins of a country, then the provider's staff login of its console. */
export function demoLogins(country: CountryCode): DemoLogin[] {
  const customers = demoCountries[country].suppliers.flatMap((supplier) =>
    supplier.users
      .filter((user) => user.status === 'active')
      .map((user) => ({
        country,
        email: user.email,
        password: demoPassword,
        description: user.description,
      })),
  );
  const staff = { country, email: demoStaffLogin.email, password: demoPassword };
  return [...customers, { ...staff, description: demoStaffLogin.description }];
}

async function insertSupplier(
  transaction: Transaction<DB>,
  supplier: Omit<DemoSupplier, 'subSuppliers' | 'isMasterAccount'> & { isMasterAccount?: boolean },
  parentSupplierId: string | null,
): Promise<string> {
  const { id } = await transaction
    .insertInto('suppliers')
    .values({
      parent_supplier_id: parentSupplierId,
      company: supplier.company,
      org_number: supplier.orgNumber,
      phone: supplier.phone,
      email: supplier.email,
      address: supplier.address,
      city: supplier.city,
      zip: supplier.zip,
      is_master_account: supplier.isMasterAccount ?? false,
      logo: companyLogo(supplier.company, supplier.colour),
      can_upload: supplier.canUpload,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await transaction
    .insertInto('supplier_contacts')
    .values([
      {
        supplier_id: id,
        name: supplier.contact.name,
        email: supplier.contact.email,
        phone: supplier.contact.phone,
        job_title: supplier.contact.jobTitle,
        is_primary: true,
      },
      ...supplier.otherContacts.map((contact) => ({
        supplier_id: id,
        name: contact.name,
        email: contact.email,
        job_title: contact.jobTitle,
      })),
    ])
    .execute();
  if (supplier.shipmentItems.length) {
    await transaction
      .insertInto('shipment_items')
      .values(supplier.shipmentItems.map((name, position) => ({ supplier_id: id, name, position })))
      .execute();
  }
  return id;
}

// Units per demo supplier: the master account of a group gets the most.
const demoUnitsPerSupplier = { master: 6_000, subSupplier: 2_500, single: 4_000 };

/** A few years of realistic processed units for every demo supplier of the country. */
export async function seedDemoUnits(database: Database, country: CountryCode): Promise<number> {
  const suppliers = await database
    .selectFrom('suppliers')
    .select(['id', 'is_master_account', 'parent_supplier_id'])
    .orderBy('company')
    .execute();
  // One moment for every supplier, even when the seeding runs past midnight.
  const now = new Date();
  let total = 0;
  for (const [index, supplier] of suppliers.entries()) {
    const count = supplier.parent_supplier_id
      ? demoUnitsPerSupplier.subSupplier
      : supplier.is_master_account
        ? demoUnitsPerSupplier.master
        : demoUnitsPerSupplier.single;
    total += await seedDemoUnitsOf(database, supplier.id, {
      count,
      seed: index + 1,
      serialPrefix: `${country.toUpperCase()}${index + 1}`,
      now,
    });
  }
  return total;
}

/**
 * Three years of generated units of one supplier up to `now`, with the sanitisation records of
 * their data carriers, through the import (both or nothing).
 */
export async function seedDemoUnitsOf(
  database: Database,
  supplierId: string,
  options: { count: number; seed: number; serialPrefix: string; now?: Date },
): Promise<number> {
  const { now = new Date(), ...unitOptions } = options;
  const today = todayInBusinessTimeZone(now);
  const result = await importUnits(database, {
    supplierId,
    ...demoUnitsWithCarriers({ ...unitOptions, today, years: 3, now }),
  });
  if (!result.imported) throw new Error(`Demo units refused: ${JSON.stringify(result.problems)}`);
  return result.inserted;
}

/** The provider's staff titles in the portal's other languages (English is the title itself). */
const providerJobTitleTranslations: Record<string, TextTranslations> = {
  'Key Account Manager': {
    da: 'Key account manager',
    fi: 'Avainasiakaspäällikkö',
    no: 'Kundeansvarlig',
    se: 'Kundansvarig',
  },
  'Account Manager ITAD': {
    da: 'Kundeansvarlig, ITAD',
    fi: 'Asiakkuuspäällikkö, ITAD',
    no: 'Kundeansvarlig, ITAD',
    se: 'Kundansvarig, ITAD',
  },
  'Account Manager Sales': {
    da: 'Kundeansvarlig, salg',
    fi: 'Asiakkuuspäällikkö, myynti',
    no: 'Kundeansvarlig, salg',
    se: 'Kundansvarig, försäljning',
  },
  Invoicing: { da: 'Fakturering', fi: 'Laskutus', no: 'Fakturering', se: 'Fakturering' },
  'Sales Director': {
    da: 'Salgsdirektør',
    fi: 'Myyntijohtaja',
    no: 'Salgsdirektør',
    se: 'Försäljningsdirektör',
  },
  'Sales Support': { da: 'Salgssupport', fi: 'Myynnin tuki', no: 'Salgsstøtte', se: 'Säljsupport' },
};

/**
 * Fills an empty country database with demo suppliers, users and provider contacts.
 * Returns false (and changes nothing) when the database already has suppliers.
 */
export async function seedDemoData(database: Database, country: CountryCode): Promise<boolean> {
  const demo = demoCountries[country];
  const passwordHash = await hashPassword(demoPassword);
  return database.transaction().execute(async (transaction) => {
    // Serialise concurrent first starts of several instances on one database.
    await transaction.selectFrom('suppliers').select('id').forUpdate().limit(1).execute();
    const existing = await transaction.selectFrom('suppliers').select('id').limit(1).execute();
    if (existing.length) return false;

    const providerContactIds = new Map<string, string>();
    for (const [index, contact] of demo.providerContacts.entries()) {
      const { id } = await transaction
        .insertInto('provider_contacts')
        .values({
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          job_title: contact.jobTitle,
          job_title_translations: JSON.stringify(
            providerJobTitleTranslations[contact.jobTitle] ?? {},
          ),
          profile_picture: portrait(
            contact.name,
            portraitColours[index % portraitColours.length] ?? '#4b2e83',
          ),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      providerContactIds.set(contact.email, id);
    }

    for (const supplier of demo.suppliers) {
      const supplierId = await insertSupplier(transaction, supplier, null);
      const groupIds = [supplierId];
      for (const subSupplier of supplier.subSuppliers) {
        groupIds.push(await insertSupplier(transaction, subSupplier, supplierId));
      }
      const links = groupIds.flatMap((groupSupplierId) =>
        demo.providerContacts.flatMap((contact) =>
          contact.roles.map((role) => ({
            supplier_id: groupSupplierId,
            provider_contact_id: providerContactIds.get(contact.email) ?? '',
            role,
          })),
        ),
      );
      await transaction.insertInto('supplier_provider_contacts').values(links).execute();
      await transaction
        .insertInto('users')
        .values(
          supplier.users.map((user) => ({
            supplier_id: supplierId,
            email: user.email,
            first_name: user.firstName,
            last_name: user.lastName,
            phone: user.phone || null,
            job_title: user.jobTitle || null,
            language: user.language,
            country: demo.profileCountry,
            is_admin: user.isAdmin,
            has_report_access: user.hasReportAccess,
            password_hash: user.status === 'active' ? passwordHash : null,
            status: user.status,
            registered_at: user.status === 'active' ? new Date() : null,
          })),
        )
        .execute();
    }
    return true;
  });
}
