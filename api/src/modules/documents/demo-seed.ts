import type { Database } from '../../database/connections.js';
import type { CountryCode, Language } from '../../shared/countries.js';
import type { LibraryCategory } from './document-model.js';
import { uploadDocument } from './service.js';
import { renderSimplePdf } from '../../shared/simple-pdf.js';
import type { ObjectStorage } from '../../shared/storage/object-storage.js';

interface DemoDocument {
  key: string;
  category: LibraryCategory;
  /**
   * English title, plus the titles of the variants in other languages (for a common file, the
   * title's translations).
   */
  titles: Partial<Record<Language, string>> & { en: string };
  /** True: one file for every language (certificates are issued in English). */
  common?: boolean;
  text: string;
}

/** A certificate's title in every portal language; the certificate itself is in English. */
function isoCertificateTitles(standard: string): DemoDocument['titles'] {
  return {
    en: `ISO ${standard} certificate`,
    da: `ISO ${standard}-certifikat`,
    fi: `ISO ${standard} -sertifikaatti`,
    no: `ISO ${standard}-sertifikat`,
    se: `ISO ${standard}-certifikat`,
  };
}

const demoDocuments: DemoDocument[] = [
  {
    key: 'about-greentech',
    category: 'about',
    titles: { en: 'About Greentech', no: 'Om Greentech', da: 'Om Greentech', se: 'Om Greentech' },
    text: 'Greentech collects used IT equipment, erases or destroys all data on it, refurbishes what can be reused and recycles the rest.',
  },
  {
    key: 'iso-14001',
    category: 'certifications',
    titles: isoCertificateTitles('14001'),
    common: true,
    text: 'Environmental management system certified to ISO 14001:2015.',
  },
  {
    key: 'iso-27001',
    category: 'certifications',
    titles: isoCertificateTitles('27001'),
    common: true,
    text: 'Information security management system certified to ISO/IEC 27001:2022.',
  },
  {
    key: 'iso-45001',
    category: 'certifications',
    titles: isoCertificateTitles('45001'),
    common: true,
    text: 'Occupational health and safety management system certified to ISO 45001:2018.',
  },
  {
    key: 'iso-9001',
    category: 'certifications',
    titles: isoCertificateTitles('9001'),
    common: true,
    text: 'Quality management system certified to ISO 9001:2015.',
  },
  {
    key: 'waste-management',
    category: 'certifications',
    titles: {
      en: 'Waste management permit',
      da: 'Tilladelse til affaldshåndtering',
      fi: 'Jätehuollon ympäristölupa',
      no: 'Tillatelse til avfallshåndtering',
      se: 'Tillstånd för avfallshantering',
    },
    common: true,
    text: 'Permit to receive, store and treat waste electrical and electronic equipment (WEEE).',
  },
  {
    key: 'packing-cabinet',
    category: 'packing_instructions',
    titles: {
      en: 'Packing instructions: security cabinet',
      no: 'Pakkeinstruks: sikkerhetsskap',
      da: 'Pakkevejledning: sikkerhedsskab',
      se: 'Packinstruktion: säkerhetsskåp',
    },
    text: 'Place laptops upright, hard drives in the inner box, and lock the cabinet before pickup.',
  },
  {
    key: 'packing-general',
    category: 'packing_instructions',
    titles: {
      en: 'Packing instructions: general',
      no: 'Pakkeinstruks: generelt',
      da: 'Pakkevejledning: generelt',
      se: 'Packinstruktion: allmänt',
    },
    text: 'Remove batteries that are swollen, wrap screens, and keep cables in a separate box.',
  },
  {
    key: 'packing-pallet-container',
    category: 'packing_instructions',
    titles: {
      en: 'Packing instructions: pallet container',
      no: 'Pakkeinstruks: pallecontainer',
      da: 'Pakkevejledning: pallecontainer',
      se: 'Packinstruktion: pallcontainer',
    },
    text: 'Height at most 200 cm, load weight at most 975 kg, total weight at most 1000 kg.',
  },
  {
    key: 'portal-user-guide',
    category: 'user_guides',
    titles: {
      en: 'Customer portal user guide',
      no: 'Brukerveiledning for kundeportalen',
      da: 'Brugervejledning til kundeportalen',
      se: 'Användarguide för kundportalen',
    },
    text: 'How to follow your equipment, order reports and jobs, and manage the users of your company.',
  },
];

const countryLanguage: Record<CountryCode, Language> = { no: 'no', dk: 'da', se: 'se' };

function translationsOf({ en: _english, ...translations }: DemoDocument['titles']) {
  return translations;
}

/** The demo library of a country: real small PDFs, with variants in English and the country's language. */
export async function seedDemoDocuments(
  database: Database,
  country: CountryCode,
  storage: ObjectStorage,
): Promise<number> {
  const existing = await database.selectFrom('documents').select('id').limit(1).execute();
  if (existing.length) return 0;
  let count = 0;
  for (const [position, demo] of demoDocuments.entries()) {
    const variants: (Language | undefined)[] = demo.common
      ? [undefined]
      : ['en', countryLanguage[country]];
    for (const language of variants) {
      const title = (language && demo.titles[language]) ?? demo.titles.en;
      const content = await renderSimplePdf({
        title,
        subtitle: `Greentech ITAD · ${country.toUpperCase()}`,
        paragraphs: [demo.text, 'Demo document of the customer portal.'],
      });
      await uploadDocument(
        database,
        { storage, country },
        {
          filePath: `${title}.pdf`,
          documentKey: demo.key,
          category: demo.category,
          title,
          titleTranslations: demo.common ? translationsOf(demo.titles) : undefined,
          language,
          position,
        },
        content,
      );
      count += 1;
    }
  }
  return count;
}
