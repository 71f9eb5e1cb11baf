import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import type { TextTranslations } from '../../shared/translated-text.js';

/** The provider's contact people of a country, by name (for the provider's command line). */
export async function listProviderContacts(database: Database) {
  const rows = await database
    .selectFrom('provider_contacts')
    .select(['email', 'name', 'job_title', 'job_title_translations'])
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    ...row,
    job_title_translations: (row.job_title_translations ?? {}) as TextTranslations,
  }));
}

/** Replaces a contact's job title and its translations; false when no contact has the address. */
export async function setProviderContactJobTitle(
  database: Database,
  email: string,
  englishTitle: string,
  translations: TextTranslations,
): Promise<boolean> {
  const title = englishTitle.trim();
  if (title.length < 1 || title.length > 200) {
    throw new DomainError('BAD_USER_INPUT', 'The job title must be 1 to 200 characters.');
  }
  const result = await database
    .updateTable('provider_contacts')
    .set({ job_title: title, job_title_translations: JSON.stringify(translations) })
    .where(({ fn }) => fn('lower', ['email']), '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
