import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { addAgreement } from '../../modules/departments/service.js';
import { countryCodes, isCountryCode } from '../../shared/countries.js';
import { isUuid } from '../../shared/ids.js';
import { UsageError, type AdminCommand } from '../command.js';
import { translationOption, translationsFrom } from '../translation-options.js';

export const agreementsCommand: AdminCommand = {
  name: 'agreements',
  summary: 'Record an agreement with a supplier (shown on its main contacts page), or list them.',
  usage: [
    'agreements add --supplier <id> --country <no|dk|se> --number <number> --title <title>',
    '         --from <YYYY-MM-DD> [--to <YYYY-MM-DD>] [--main] [--description <text>] [--terms <file.pdf>]',
    '         [--title-in fi=<title> ...] [--description-in fi=<text> ...]',
    '       npm run admin -- agreements list --supplier <id> --country <no|dk|se>',
    '',
    '--main makes it the main agreement (the previous main one stays in the overview).',
    '--terms stores the signed terms as a document only that supplier (and its departments) can',
    'download. --title-in and --description-in (repeatable) give the texts in da, fi, no or se;',
    'readers of a language without one see the English --title and --description.',
  ].join('\n'),
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: {
        supplier: { type: 'string' },
        country: { type: 'string' },
        number: { type: 'string' },
        title: { type: 'string' },
        'title-in': translationOption,
        from: { type: 'string' },
        to: { type: 'string' },
        main: { type: 'boolean' },
        description: { type: 'string' },
        'description-in': translationOption,
        terms: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const [action, ...extra] = positionals;
    if (extra.length) throw new UsageError(`Unexpected argument ${extra[0]}`);
    if (!isCountryCode(values.country)) {
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
    }
    if (!values.supplier || !isUuid(values.supplier)) {
      throw new UsageError('--supplier must be a supplier id.');
    }
    const country = values.country;
    if (action === 'add') {
      if (!values.number) throw new UsageError('--number is required.');
      if (!values.title) throw new UsageError('--title is required.');
      if (!values.from) throw new UsageError('--from is required (YYYY-MM-DD).');
      if (values.terms !== undefined && !existsSync(values.terms)) {
        throw new UsageError(`No file at ${values.terms}.`);
      }
      const database = (await context.openDatabases()).databases[country];
      const agreement = await addAgreement(
        database,
        { storage: context.storage, country },
        {
          supplierId: values.supplier,
          agreementNumber: values.number,
          title: values.title,
          titleTranslations: translationsFrom(values['title-in'], 'title-in', 200),
          description: values.description,
          descriptionTranslations: translationsFrom(
            values['description-in'],
            'description-in',
            2000,
          ),
          isMain: values.main ?? false,
          validFrom: values.from,
          validTo: values.to,
          termsFile: values.terms,
        },
      );
      context.print(
        `${country}: added ${agreement.is_main ? 'main ' : ''}agreement ${agreement.agreement_number} (${agreement.id}) with ${agreement.supplier_company}`,
      );
      return;
    }
    if (action === 'list') {
      const database = (await context.openDatabases()).databases[country];
      const agreements = await database
        .selectFrom('agreements')
        .selectAll()
        .where('supplier_id', '=', values.supplier)
        .orderBy('valid_from', 'desc')
        .execute();
      for (const agreement of agreements) {
        context.print(
          [
            agreement.id,
            agreement.agreement_number,
            agreement.is_main ? 'main' : '-',
            `${agreement.valid_from}..${agreement.valid_to ?? ''}`,
            `"${agreement.title}"`,
            agreement.terms_document_id ? 'terms uploaded' : 'no terms',
          ].join('  '),
        );
      }
      context.print(`${country}: ${agreements.length} agreement(s)`);
      return;
    }
    throw new UsageError('Say add or list.');
  },
};
