import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  flattenTranslations,
  translationSourceFiles,
  type TranslationTree,
} from '../../../../api/src/shared/translation-catalogue';
import { loadTranslations } from '../../test-support/i18n';
import { languages } from './languages';

const localesDirectory = path.resolve(import.meta.dirname, '../../../../locales');
const sourceDirectory = path.resolve(import.meta.dirname, '../..');

/** Every text of the namespace the browser gets, by its dotted key. */
function load(language: string): Map<string, string> {
  return flattenTranslations(loadTranslations(language));
}

/** The keys of each of a language's source files, by file name. */
function loadSources(language: string): Map<string, Set<string>> {
  return new Map(
    translationSourceFiles(localesDirectory, language).map((file) => [
      path.basename(file),
      new Set(
        flattenTranslations(JSON.parse(readFileSync(file, 'utf8')) as TranslationTree).keys(),
      ),
    ]),
  );
}

/** i18next plural forms: a key used as t('x', { count }) is stored as x_one, x_other. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/**
 * Texts that are rightly the same as in English, reviewed one by one: loanwords and words the
 * languages share ("Dashboard", "Status", "Finland"). Anything else equal to English is taken to
 * be untranslated.
 */
const sameAsEnglish: Record<string, string[]> = {
  da: [
    'console.columns.email',
    'consoleInbox.holds.model',
    'console.jobs.details.title',
    'console.jobs.details.status',
    'consoleIdentity.fields.iban',
    'consoleIdentity.fields.bic',
    // A customer's logo: Logo is the word in this language too.
    'console.customers.logo.heading',
    // The console's API keys: System and Status are the same words.
    'consoleKeys.name',
    'consoleKeys.columns.name',
    'consoleKeys.columns.status',
    // A product's name (Microsoft's Windows Autopilot), as the trade writes it.
    'unitHolds.reasons.autopilot',
    'lists.unitHolds.columns.model',
    // Danish says Download for downloads, on buttons and in columns alike.
    'documents.columns.download',
    'evidence.list.columns.download',
    'evidence.list.download',
    // The letters of a date pattern (dd.mm.åååå): only the year's differs.
    'dateField.letters.day',
    'dateField.letters.month',
    'login.email',
    'navigation.dashboard',
    'navigation.webshop',
    'email.accessRequest.email',
    'requestAccess.email',
    'unitSummary.categories.tablet',
    'account.profile.email',
    'account.countries.finland',
    'register.email',
    'supplierUsers.columns.email',
    'supplierUsers.columns.status',
    'supplierUsers.columns.admin',
    'supplierUsers.invite',
    'email.contactMessage.email',
    'documents.download',
    'documents.downloadNamed',
    'departments.status',
    'settlements.columns.status',
    'email.assignmentNotice.kind',
    // Danish writes Model as English does.
    'reconciliation.upload.field.model',
    'jobs.fields.email',
    'jobs.countries.finland',
    'jobs.attachments.download',
    'jobs.overview.kind',
    'jobs.overview.status',
    'reconciliation.columns.status',
    'jobs.detail.timeline',
    'jobs.detail.type',
    'jobs.detail.model',
    'jobs.detail.kind',
    'email.reportReady.download',
    'reports.columns.model',
    'reports.columns.status',
    'reports.columns.download',
    'reports.form.interval',
    'reports.download.labelFor',
    'reports.subscriptions.interval',
    'certificates.pdf.columns.model',
    // Names of programs and the API itself; Status is the same word.
    'apiTokens.title',
    'apiTokens.tab',
    'apiTokens.languages.curl',
    'apiTokens.languages.javascript',
    'apiTokens.languages.python',
    'apiTokens.status',
    // Webhooks: the word the languages' developers use, the address and the status.
    'pages.account.tabs.webhooks',
    'pages.accountWebhooks.title',
    'webhooks.columns.url',
    'webhooks.columns.status',
    'webhooks.deliveries.statusFilter',
    'webhooks.deliveries.columns.status',
    // The console: Administrator, E-mail and Status are Danish words too.
    'console.roles.administrator',
    'console.signIn.email',
    'console.inbox.status',
    'console.jobs.status',
    'console.jobs.columns.status',
    // The console's library: Danish says Download and Upload, on buttons alike.
    'console.documents.download',
    'console.documents.downloadNamed',
    'console.documents.upload.submit',
    // The console's customers: E-mail and Status, and "Send invitation" as supplierUsers has it.
    'console.customers.users.columns.email',
    'console.customers.users.columns.status',
    'console.customers.invite.email',
    'console.customers.invite.submit',
    'consoleStaff.email',
    'consoleContacts.email',
    'consoleFactors.model',
    'consoleStaff.columns.status',
    // A customer's agreements: Status is the same word.
    'consoleAgreements.columns.status',
  ],
  fi: [
    'console.jobs.details.title',
    'consoleIdentity.fields.iban',
    'consoleIdentity.fields.bic',
    // A customer's logo: Logo is the word in this language too.
    'console.customers.logo.heading',
    // A product's name (Microsoft's Windows Autopilot), as the trade writes it.
    'unitHolds.reasons.autopilot',
    // Names of programs and the API itself.
    'apiTokens.title',
    'apiTokens.tab',
    'apiTokens.languages.curl',
    'apiTokens.languages.javascript',
    'apiTokens.languages.python',
  ],
  no: [
    'console.jobs.details.title',
    'console.jobs.details.status',
    'consoleIdentity.fields.iban',
    'consoleIdentity.fields.bic',
    // A customer's logo: Logo is the word in this language too.
    'console.customers.logo.heading',
    // The console's API keys: System and Status are the same words.
    'consoleKeys.name',
    'consoleKeys.columns.name',
    'consoleKeys.columns.status',
    // A product's name (Microsoft's Windows Autopilot), as the trade writes it.
    'unitHolds.reasons.autopilot',
    // The letters of a date pattern (dd.mm.åååå): only the year's differs.
    'dateField.letters.day',
    'dateField.letters.month',
    'account.countries.finland',
    'supplierUsers.columns.status',
    'supplierUsers.columns.admin',
    'departments.status',
    'settlements.columns.status',
    'email.assignmentNotice.kind',
    'jobs.countries.finland',
    'jobs.overview.kind',
    'jobs.overview.status',
    'reconciliation.columns.status',
    'jobs.detail.timeline',
    'jobs.detail.type',
    'jobs.detail.kind',
    'reports.columns.status',
    // Names of programs and the API itself; Status is the same word.
    'apiTokens.title',
    'apiTokens.tab',
    'apiTokens.languages.curl',
    'apiTokens.languages.javascript',
    'apiTokens.languages.python',
    'apiTokens.status',
    // Webhooks: the word the languages' developers use, the address and the status.
    'pages.account.tabs.webhooks',
    'pages.accountWebhooks.title',
    'webhooks.columns.url',
    'webhooks.columns.status',
    'webhooks.deliveries.statusFilter',
    'webhooks.deliveries.columns.status',
    // The console: Administrator and Status are Norwegian words too.
    'console.roles.administrator',
    'console.inbox.status',
    'console.jobs.status',
    'console.jobs.columns.status',
    'console.customers.users.columns.status',
    'consoleStaff.columns.status',
    'consoleAgreements.columns.status',
  ],
  se: [
    'console.jobs.details.title',
    'console.jobs.details.status',
    'consoleIdentity.fields.iban',
    'consoleIdentity.fields.bic',
    // The console's API keys: System and Status are the same words.
    'consoleKeys.name',
    'consoleKeys.columns.name',
    'consoleKeys.columns.status',
    // A product's name (Microsoft's Windows Autopilot), as the trade writes it.
    'unitHolds.reasons.autopilot',
    // The letters of a date pattern (dd.mm.åååå): only the year's differs.
    'dateField.letters.day',
    'dateField.letters.month',
    'dateRange.label',
    'unitSummary.filters.period',
    'account.countries.finland',
    'supplierUsers.columns.status',
    'departments.status',
    'settlements.columns.period',
    'settlements.columns.status',
    'jobs.countries.finland',
    'jobs.overview.status',
    'reconciliation.columns.status',
    'jobs.detail.timeline',
    'reports.columns.status',
    'reports.files.period',
    'reports.form.period',
    'reports.overview.freeText',
    'certificates.pdf.period',
    // Names of programs and the API itself; Status is the same word.
    'apiTokens.title',
    'apiTokens.tab',
    'apiTokens.languages.curl',
    'apiTokens.languages.javascript',
    'apiTokens.languages.python',
    'apiTokens.status',
    // Webhooks: the word the languages' developers use, the address and the status.
    'pages.account.tabs.webhooks',
    'pages.accountWebhooks.title',
    'webhooks.columns.url',
    'webhooks.columns.status',
    'webhooks.deliveries.statusFilter',
    'webhooks.deliveries.columns.status',
    // The console's status filters and columns: Status is the same word.
    'console.inbox.status',
    'console.jobs.status',
    'console.jobs.columns.status',
    'console.customers.users.columns.status',
    'consoleStaff.columns.status',
    'consoleAgreements.columns.status',
  ],
};

/** Only placeholders, numbers and punctuation: nothing to translate. */
const nothingToTranslate = (text: string) =>
  !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, '').replace(/<\/?\d+>/g, ''));

describe('translations', () => {
  const english = load('en');
  const englishSources = loadSources('en');

  it.each(languages.filter((language) => language !== 'en'))(
    '%s keeps each key in the same source file as en',
    (language) => {
      const sources = loadSources(language);
      expect([...sources.keys()], `source files of ${language}`).toEqual([
        ...englishSources.keys(),
      ]);
      for (const [file, englishKeys] of englishSources) {
        const keys = sources.get(file) ?? new Set<string>();
        const missing = [...englishKeys].filter((key) => !keys.has(key));
        const extra = [...keys].filter(
          (key) => !englishKeys.has(key) && !englishKeys.has(key.replace(pluralSuffix, '_other')),
        );
        expect({ file, missing, extra }).toEqual({ file, missing: [], extra: [] });
      }
    },
  );

  it.each(languages.filter((language) => language !== 'en'))(
    '%s has every key that en has, and no others',
    (language) => {
      const translated = load(language);
      const missing = [...english.keys()].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter(
        (key) => !english.has(key) && !english.has(key.replace(pluralSuffix, '_other')),
      );
      expect(missing, `keys missing in ${language}`).toEqual([]);
      expect(extra, `keys in ${language} that en lacks`).toEqual([]);
      const empty = [...translated].filter(([, text]) => !text.trim()).map(([key]) => key);
      expect(empty, `empty texts in ${language}`).toEqual([]);
    },
  );

  it.each(languages.filter((language) => language !== 'en'))(
    '%s leaves no English text untranslated, except the reviewed list',
    (language) => {
      const translated = load(language);
      const allowed = new Set(sameAsEnglish[language] ?? []);
      const untranslated = [...translated]
        .filter(([key, text]) => english.get(key) === text && !nothingToTranslate(text))
        .map(([key]) => key)
        .filter((key) => !allowed.has(key));
      expect(untranslated, `texts in ${language} still in English`).toEqual([]);
    },
  );

  it('has every key that the code uses with a literal t("...")', () => {
    const usedKeys = new Set<string>();
    const literalKey = /(?:\bt\(\s*'|i18nKey=")([a-zA-Z0-9_.-]+)['"]/g;
    for (const file of sourceFiles(sourceDirectory)) {
      for (const match of readFileSync(file, 'utf8').matchAll(literalKey)) usedKeys.add(match[1]!);
    }
    const missing = [...usedKeys].filter(
      (key) => !english.has(key) && !english.has(`${key}_other`),
    );
    expect(missing).toEqual([]);
  });

  it('has the namespace keys named by the spec', () => {
    expect(english.has('messenger.locale')).toBe(true);
    expect(english.has('messenger.greeting')).toBe(true);
  });
});
