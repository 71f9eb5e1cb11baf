import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { perNorwegianKrone } from '../../demo/demo-currency.js';
import { partyOfSupplier } from '../../shared/documents/letterhead.js';
import type { ProviderIdentity } from '../../shared/documents/provider-identity.js';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { unitValuesOfJobs } from '../units/service.js';
import { addSettlement, type NewSettlementLine } from './service.js';
import { renderSettlementPdf } from './settlement-pdf.js';
import {
  currencyOfCountry,
  fromCents,
  periodEnd,
  type SettlementPeriodType,
  type SettlementStatus,
} from './settlement-model.js';
import type { ObjectStorage } from '../../shared/storage/object-storage.js';
import { inReaderLanguage, type TextTranslations } from '../../shared/translated-text.js';

/**
 * Resale value and service cost per unit in Norwegian kroner (other currencies are converted),
 * with the category's name in English and its translations, as the provider's system sends them.
 */
const categories = [
  {
    name: 'Laptops',
    translations: {
      da: 'Bærbare computere',
      fi: 'Kannettavat tietokoneet',
      no: 'Bærbare PC-er',
      se: 'Bärbara datorer',
    },
    resale: 1_450,
    cost: 180,
  },
  {
    name: 'Desktop computers',
    translations: {
      da: 'Stationære computere',
      fi: 'Pöytätietokoneet',
      no: 'Stasjonære PC-er',
      se: 'Stationära datorer',
    },
    resale: 520,
    cost: 150,
  },
  {
    name: 'Monitors',
    translations: { da: 'Skærme', fi: 'Näytöt', no: 'Skjermer', se: 'Bildskärmar' },
    resale: 260,
    cost: 90,
  },
  {
    name: 'Mobile phones',
    translations: {
      da: 'Mobiltelefoner',
      fi: 'Matkapuhelimet',
      no: 'Mobiltelefoner',
      se: 'Mobiltelefoner',
    },
    resale: 890,
    cost: 70,
  },
  {
    name: 'Servers',
    translations: { da: 'Servere', fi: 'Palvelimet', no: 'Servere', se: 'Servrar' },
    resale: 2_100,
    cost: 450,
  },
] as const;

/** What happened to the line's equipment, after its category in the line's description. */
const gradedAndResold = {
  en: 'graded and resold',
  da: 'klassificeret og videresolgt',
  fi: 'luokiteltu ja jälleenmyyty',
  no: 'gradert og videresolgt',
  se: 'graderade och sålda vidare',
} as const;

/** A line of a category: its English texts and their translations. */
function lineTexts(category: (typeof categories)[number]) {
  const descriptionTranslations: TextTranslations = {};
  for (const language of ['da', 'fi', 'no', 'se'] as const) {
    descriptionTranslations[language] =
      `${category.translations[language]}, ${gradedAndResold[language]}`;
  }
  return {
    description: `${category.name}, ${gradedAndResold.en}`,
    descriptionTranslations,
    category: category.name,
    categoryTranslations: { ...category.translations },
  };
}

/** Deterministic pseudo-random whole numbers, so every seed gives the same demo. */
function counter(seed: number): (maximum: number) => number {
  let state = seed;
  return (maximum) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % maximum;
  };
}

function periodStarts(type: SettlementPeriodType, today: string, count: number): string[] {
  const [year = 2026, month = 1] = today.split('-').map(Number);
  const step = { monthly: 1, quarterly: 3, yearly: 12 }[type];
  // The start of the period containing today, then the completed periods before it.
  const firstMonth =
    type === 'yearly' ? 1 : type === 'quarterly' ? month - ((month - 1) % 3) : month;
  const starts: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const date = new Date(Date.UTC(year, firstMonth - 1 - step * index, 1));
    starts.push(date.toISOString().slice(0, 10));
  }
  return starts;
}

/** A finished pickup's line, in English and its translations. */
const pickupTexts = {
  en: (job: string) => `Pickup ${job}, units graded and resold`,
  da: (job: string) => `Afhentning ${job}, enheder klassificeret og videresolgt`,
  fi: (job: string) => `Nouto ${job}, laitteet luokiteltu ja jälleenmyyty`,
  no: (job: string) => `Henting ${job}, enheter gradert og videresolgt`,
  se: (job: string) => `Upphämtning ${job}, enheter graderade och sålda vidare`,
} as const;

/**
 * A line for each of the supplier's completed pickups with valued units: it pays what the units
 * were valued at, less a service cost per unit, and names the job, so the customer sees the
 * units' values beside the line.
 */
async function pickupLines(
  database: Database,
  supplierId: string,
  rate: number,
): Promise<NewSettlementLine[]> {
  const jobs = await database
    .selectFrom('jobs')
    .select(['id', 'job_number'])
    .where('supplier_id', '=', supplierId)
    .where('kind', '=', 'COLLECTION')
    .where('status', '=', 'COMPLETED')
    .orderBy('job_number')
    .execute();
  const values = await unitValuesOfJobs(
    database,
    jobs.map((job) => job.id),
  );
  return jobs.flatMap((job, index) => {
    const value = values[index];
    if (!value || value.valued_units === 0) return [];
    const descriptionTranslations: TextTranslations = {};
    for (const language of ['da', 'fi', 'no', 'se'] as const) {
      descriptionTranslations[language] = pickupTexts[language](job.job_number);
    }
    return [
      {
        description: pickupTexts.en(job.job_number),
        descriptionTranslations,
        quantity: value.units,
        resaleValue: value.total,
        serviceCosts: fromCents(value.units * Math.round(150 * 100 * rate)),
        jobNumber: job.job_number,
      },
    ];
  });
}

const languageOfCountry = { no: 'no', dk: 'da', se: 'se' } as const;

const statusByAge: SettlementStatus[] = ['unpaid', 'paid', 'settled', 'settled'];

/** Settlements of the last months, quarters and year for each demo master account or single supplier. */
export async function seedDemoSettlements(
  database: Database,
  country: CountryCode,
  storage: ObjectStorage,
  provider: ProviderIdentity,
): Promise<number> {
  const suppliers = await database
    .selectFrom('suppliers')
    .select(['id', 'company', 'address', 'zip', 'city', 'org_number'])
    .where('parent_supplier_id', 'is', null)
    .orderBy('company')
    .execute();
  const today = todayInBusinessTimeZone();
  const currency = currencyOfCountry[country];
  let count = 0;
  for (const [supplierIndex, supplier] of suppliers.entries()) {
    const next = counter(supplierIndex + 7);
    const plan: [SettlementPeriodType, number][] = [
      ['monthly', 4],
      ['quarterly', 4],
      ['yearly', 2],
    ];
    for (const [type, periods] of plan) {
      const scale = { monthly: 1, quarterly: 3, yearly: 12 }[type];
      for (const [age, start] of periodStarts(type, today, periods).entries()) {
        const lines: NewSettlementLine[] = categories.slice(0, 3 + next(3)).map((category) => {
          const quantity = (5 + next(30)) * scale;
          const rate = perNorwegianKrone[country];
          return {
            ...lineTexts(category),
            quantity,
            resaleValue: fromCents(
              quantity * Math.round((category.resale * 100 + next(9_000)) * rate),
            ),
            serviceCosts: fromCents(quantity * Math.round(category.cost * 100 * rate)),
          };
        });
        // The newest month also settles the supplier's finished pickups, each line naming its job.
        if (type === 'monthly' && age === 0) {
          lines.push(...(await pickupLines(database, supplier.id, perNorwegianKrone[country])));
        }
        const number = `${country.toUpperCase()}-${start.slice(0, 7).replace('-', '')}-${type[0]?.toUpperCase() ?? ''}${supplierIndex + 1}`;
        const pdf = await renderSettlementPdf({
          provider,
          language: languageOfCountry[country],
          customer: partyOfSupplier(supplier),
          settlement: {
            number,
            periodType: type,
            periodStart: start,
            periodEnd: periodEnd(type, start) ?? start,
            issuedOn: periodEnd(type, start) ?? start,
            currency,
            lines: lines.map((line) => ({
              ...line,
              description: inReaderLanguage(
                line.description,
                line.descriptionTranslations,
                languageOfCountry[country],
              ),
            })),
          },
        });
        await addSettlement(
          database,
          { storage, country },
          {
            supplierId: supplier.id,
            settlementNumber: number,
            periodType: type,
            periodStart: start,
            lines,
            status: statusByAge[Math.min(age, statusByAge.length - 1)],
            pdfContent: pdf,
            pdfFileName: `Settlement ${number}.pdf`,
            portalDocument: true,
          },
        );
        count += 1;
      }
    }
  }
  return count;
}
