import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { renderSimplePdf } from '../../shared/simple-pdf.js';
import { addAgreement } from './service.js';
import type { ObjectStorage } from '../../shared/storage/object-storage.js';

/**
 * Agreements of each demo master account or single supplier (departments work under their
 * group's): the framework agreement with its terms, a data processing agreement, and an earlier
 * agreement that has ended.
 */
export async function seedDemoAgreements(
  database: Database,
  country: CountryCode,
  storage: ObjectStorage,
): Promise<number> {
  const suppliers = await database
    .selectFrom('suppliers')
    .select(['id', 'company'])
    .where('parent_supplier_id', 'is', null)
    .orderBy('company')
    .execute();
  const prefix = country.toUpperCase();
  const thisYear = new Date().getUTCFullYear();
  let count = 0;
  for (const [index, supplier] of suppliers.entries()) {
    const number = `${prefix}-${thisYear - 1}-${String(index + 17).padStart(3, '0')}`;
    const terms = await renderSimplePdf({
      title: `Framework agreement ${number}`,
      subtitle: `Greentech ITAD and ${supplier.company}`,
      paragraphs: [
        'Collection, data erasure, refurbishment, resale and recycling of used IT equipment.',
        'Data is erased to NIST 800-88 or the media destroyed, with a certificate per serial number.',
        'The resale value of reused equipment, less service costs, is settled every quarter.',
      ],
    });
    await addAgreement(
      database,
      { storage, country },
      {
        supplierId: supplier.id,
        agreementNumber: number,
        title: 'Framework agreement for ITAD services',
        titleTranslations: {
          da: 'Rammeaftale om ITAD-tjenester',
          fi: 'ITAD-palveluiden puitesopimus',
          no: 'Rammeavtale om ITAD-tjenester',
          se: 'Ramavtal för ITAD-tjänster',
        },
        description: 'Collection, data erasure, reuse and recycling of IT equipment.',
        descriptionTranslations: {
          da: 'Afhentning, datasletning, genbrug og genanvendelse af IT-udstyr.',
          fi: 'IT-laitteiden nouto, tietojen poisto, uudelleenkäyttö ja kierrätys.',
          no: 'Henting, datasletting, ombruk og gjenvinning av IT-utstyr.',
          se: 'Hämtning, dataradering, återanvändning och återvinning av IT-utrustning.',
        },
        isMain: true,
        validFrom: `${thisYear - 1}-01-01`,
        validTo: `${thisYear + 2}-12-31`,
        termsContent: terms,
        termsFile: `Framework agreement ${number}.pdf`,
      },
    );
    await addAgreement(
      database,
      { storage, country },
      {
        supplierId: supplier.id,
        agreementNumber: `${number}-DPA`,
        title: 'Data processing agreement (GDPR)',
        titleTranslations: {
          da: 'Databehandleraftale (GDPR)',
          fi: 'Henkilötietojen käsittelysopimus (GDPR)',
          no: 'Databehandleravtale (GDPR)',
          se: 'Personuppgiftsbiträdesavtal (GDPR)',
        },
        isMain: false,
        validFrom: `${thisYear - 1}-01-01`,
      },
    );
    await addAgreement(
      database,
      { storage, country },
      {
        supplierId: supplier.id,
        agreementNumber: `${prefix}-${thisYear - 4}-${String(index + 3).padStart(3, '0')}`,
        title: 'Collection agreement',
        titleTranslations: {
          da: 'Afhentningsaftale',
          fi: 'Noutosopimus',
          no: 'Henteavtale',
          se: 'Hämtningsavtal',
        },
        isMain: false,
        validFrom: `${thisYear - 4}-03-01`,
        validTo: `${thisYear - 2}-12-31`,
      },
    );
    count += 3;
  }
  return count;
}
