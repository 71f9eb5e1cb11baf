import { parseArgs } from 'node:util';
import {
  addCo2Factors,
  listCo2Factors,
  maximumFactorSourceLength,
} from '../../modules/sustainability/factors.js';
import { DomainError } from '../../shared/errors.js';
import { countryCodes, isCountryCode } from '../../shared/countries.js';
import { UsageError, type AdminCommand } from '../command.js';
import { translationOption, translationsFrom } from '../translation-options.js';

const range = (low: number, point: number, high: number) => `${point} (${low}-${high})`;

export const co2FactorsCommand: AdminCommand = {
  name: 'co2-factors',
  summary: 'Add and list the CO2 factors (per category, or per manufacturer and model).',
  usage:
    'co2-factors add --country <no|dk|se> --category <code> [--manufacturer <m> --model <m>]\n' +
    '         --valid-from <YYYY-MM-DD> --kg <kg> --low <kg> --high <kg>\n' +
    '         --source <English text> --source-year <year> [--source-url <url>]\n' +
    '         [--source-in da=<text> ...]\n' +
    '       npm run admin -- co2-factors list --country <no|dk|se> [--category <code>]\n' +
    '         [--at <YYYY-MM-DD>] [--page <n>]',
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: {
        country: { type: 'string' },
        category: { type: 'string' },
        manufacturer: { type: 'string' },
        model: { type: 'string' },
        'valid-from': { type: 'string' },
        kg: { type: 'string' },
        low: { type: 'string' },
        high: { type: 'string' },
        source: { type: 'string' },
        'source-in': translationOption,
        'source-year': { type: 'string' },
        'source-url': { type: 'string' },
        at: { type: 'string' },
        page: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    if (!isCountryCode(values.country)) {
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
    }
    const [action] = positionals;
    if (action === 'add') {
      const translations = translationsFrom(
        values['source-in'],
        'source-in',
        maximumFactorSourceLength,
      );
      const database = (await context.openDatabases()).databases[values.country];
      try {
        const [added] = await addCo2Factors(database, [
          {
            category: values.category ?? '',
            manufacturer: values.manufacturer,
            model: values.model,
            valid_from: values['valid-from'] ?? '',
            kg_co2e: values.kg ?? '',
            kg_co2e_low: values.low ?? '',
            kg_co2e_high: values.high ?? '',
            source: values.source ?? '',
            source_translations: translations,
            source_year: Number(values['source-year']),
            source_url: values['source-url'],
          },
        ]);
        if (!added) throw new Error('The factor was not added.');
        const subject = added.manufacturer
          ? `${added.category} ${added.manufacturer} ${added.model ?? ''}`
          : `${added.category} (category average)`;
        context.print(
          `Added ${subject}: ${range(added.kg_co2e_low, added.kg_co2e, added.kg_co2e_high)} kg CO2e from ${added.valid_from} (${added.source} (${added.source_year}); ${Object.keys(added.source_translations).length} translation(s)).`,
        );
      } catch (error) {
        if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') {
          const fields = error.details.fields ?? [];
          throw new UsageError(
            fields
              .map((field) => `${field.field.replace(/^factors\.0\.?/, '')}: ${field.message}`)
              .join('\n'),
          );
        }
        throw error;
      }
    } else if (action === 'list') {
      const database = (await context.openDatabases()).databases[values.country];
      const page = Number(values.page ?? '1');
      if (!Number.isInteger(page) || page < 1) throw new UsageError('--page must be 1 or more.');
      const { factors, total } = await listCo2Factors(database, {
        category: values.category,
        at: values.at,
        page,
        pageSize: 100,
      });
      for (const factor of factors) {
        const subject = factor.manufacturer
          ? `${factor.manufacturer} ${factor.model ?? ''}`
          : '(category average)';
        context.print(
          `${factor.category}  ${subject}  ${range(factor.kg_co2e_low, factor.kg_co2e, factor.kg_co2e_high)} kg  from ${factor.valid_from}  ${factor.source} (${factor.source_year})`,
        );
      }
      context.print(`${factors.length} of ${total} factors (page ${page}, 100 per page).`);
    } else {
      throw new UsageError('Say add or list.');
    }
  },
};
