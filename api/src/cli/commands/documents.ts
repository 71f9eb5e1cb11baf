import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { documentCategories, isDocumentCategory } from '../../modules/documents/document-model.js';
import {
  listLiveDocuments,
  retireDocument,
  uploadDocument,
} from '../../modules/documents/service.js';
import { countryCodes, isCountryCode, isLanguage, languages } from '../../shared/countries.js';
import { isUuid } from '../../shared/ids.js';
import { UsageError, type AdminCommand } from '../command.js';
import { translationOption, translationsFrom } from '../translation-options.js';

export const documentsCommand: AdminCommand = {
  name: 'documents',
  summary: 'Upload, list and retire the documents customers download from the portal.',
  usage: [
    'documents upload <file.pdf> --country <no|dk|se> --key <key> --category <category> --title <title>',
    '         [--language da|en|fi|no|se] [--supplier <id>] [--position <n>] [--file-name <name>]',
    '         [--title-in fi=<title> ...]',
    '       npm run admin -- documents list --country <no|dk|se>',
    '       npm run admin -- documents retire <id> --country <no|dk|se>',
    '',
    `Categories: ${documentCategories.join(', ')}. Variants of one document share its --key,`,
    'one per --language (none: for every language). Uploading a key, language and supplier that',
    'already has a live document replaces it. --supplier makes the document that supplier’s own',
    '(agreement terms); without it every supplier of the country sees it. --title-in (repeatable)',
    'gives the title in another language (da, fi, no, se) for a variant that serves several.',
  ].join('\n'),
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: {
        country: { type: 'string' },
        key: { type: 'string' },
        category: { type: 'string' },
        title: { type: 'string' },
        'title-in': translationOption,
        language: { type: 'string' },
        supplier: { type: 'string' },
        position: { type: 'string' },
        'file-name': { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const [action, target, ...extra] = positionals;
    if (extra.length) throw new UsageError(`Unexpected argument ${extra[0]}`);
    if (!isCountryCode(values.country)) {
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
    }
    const country = values.country;

    if (action === 'upload') {
      if (!target) throw new UsageError('Name the PDF file to upload.');
      if (!existsSync(target)) throw new UsageError(`No file at ${target}.`);
      if (!values.key) throw new UsageError('--key is required (for example iso-14001).');
      if (!isDocumentCategory(values.category)) {
        throw new UsageError(`--category must be one of ${documentCategories.join(', ')}`);
      }
      if (!values.title) throw new UsageError('--title is required.');
      if (values.language !== undefined && !isLanguage(values.language)) {
        throw new UsageError(`--language must be one of ${languages.join(', ')}`);
      }
      if (values.supplier !== undefined && !isUuid(values.supplier)) {
        throw new UsageError('--supplier must be a supplier id.');
      }
      const position = values.position === undefined ? 0 : Number(values.position);
      if (!Number.isInteger(position)) throw new UsageError('--position must be a whole number.');
      const database = (await context.openDatabases()).databases[country];
      const { document, replaced } = await uploadDocument(
        database,
        { storage: context.storage, country },
        {
          filePath: target,
          documentKey: values.key,
          category: values.category,
          title: values.title,
          titleTranslations: translationsFrom(values['title-in'], 'title-in', 200),
          language: values.language,
          supplierId: values.supplier,
          position,
          fileName: values['file-name'],
        },
      );
      context.print(
        `${country}: uploaded document ${document.id} "${document.title}" (${document.size_bytes} bytes)` +
          (replaced ? `, replacing ${replaced} earlier version` : ''),
      );
      return;
    }
    if (action === 'list') {
      if (target !== undefined) throw new UsageError('list takes no argument');
      const database = (await context.openDatabases()).databases[country];
      const documents = await listLiveDocuments(database);
      for (const document of documents) {
        context.print(
          [
            document.id,
            document.category,
            document.document_key,
            document.language ?? '*',
            document.supplier_id ? `supplier ${document.supplier_id}` : 'all suppliers',
            `"${document.title}"`,
            `${document.size_bytes} bytes`,
          ].join('  '),
        );
      }
      context.print(`${country}: ${documents.length} live document(s)`);
      return;
    }
    if (action === 'retire') {
      if (!target || !isUuid(target))
        throw new UsageError('Name the id of the document to retire.');
      const database = (await context.openDatabases()).databases[country];
      if (!(await retireDocument(database, target))) {
        throw new Error(`${country}: no live document ${target}.`);
      }
      context.print(`${country}: retired document ${target}`);
      return;
    }
    throw new UsageError('Say upload, list or retire.');
  },
};
