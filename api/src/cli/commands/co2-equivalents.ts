import { parseArgs } from 'node:util';
import { listCo2Equivalents } from '../../modules/sustainability/equivalent-list.js';
import {
  addCo2Equivalents,
  type EquivalentView,
} from '../../modules/sustainability/equivalents.js';
import { DomainError } from '../../shared/errors.js';
import { countryCodes, isCountryCode } from '../../shared/countries.js';
import { isLocalDate } from '../../shared/local-dates.js';
import { UsageError, type AdminCommand } from '../command.js';
import { translationOption, translationsFrom } from '../translation-options.js';

const origin = (equivalent: EquivalentView) =>
  equivalent.country ? `local (${equivalent.country})` : 'European';

const sourceOf = (equivalent: EquivalentView) =>
  equivalent.source_year === null
    ? equivalent.source
    : `${equivalent.source} (${equivalent.source_year})`;

export const co2EquivalentsCommand: AdminCommand = {
  name: 'co2-equivalents',
  summary: "Add and list a country's everyday equivalents of the CO2 saved (households, ...).",
  usage:
    'co2-equivalents add --country <no|dk|se>\n' +
    '         --equivalent <households|persons|water_liters|spruce_forest_hectares>\n' +
    '         --per-tonne <amount> --valid-from <YYYY-MM-DD> --source <English text>\n' +
    '         --source-year <year> [--source-url <url>] [--source-in da=<text> ...]\n' +
    '       npm run admin -- co2-equivalents list --country <no|dk|se> [--equivalent <kind>]\n' +
    '         [--at <YYYY-MM-DD>] [--page <n>]',
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: {
        country: { type: 'string' },
        equivalent: { type: 'string' },
        'per-tonne': { type: 'string' },
        'valid-from': { type: 'string' },
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
    const country = values.country;
    if (!isCountryCode(country)) {
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
    }
    const [action] = positionals;
    if (action === 'add') {
      const translations = translationsFrom(values['source-in'], 'source-in', 1000);
      const database = (await context.openDatabases()).databases[country];
      try {
        const [added] = await addCo2Equivalents(database, country, [
          {
            equivalent: values.equivalent ?? '',
            per_ton_co2e: values['per-tonne'] ?? '',
            valid_from: values['valid-from'] ?? '',
            source: values.source ?? '',
            source_translations: translations,
            source_year: Number(values['source-year']),
            source_url: values['source-url'],
          },
        ]);
        if (!added) throw new Error('The equivalent was not added.');
        context.print(
          `Added ${added.equivalent} in ${country}: ${added.per_ton_co2e} per tonne CO2e from ${added.valid_from} (${sourceOf(added)}; ${Object.keys(added.source_translations).length} translation(s)).`,
        );
      } catch (error) {
        if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') {
          const fields = error.details.fields ?? [];
          throw new UsageError(
            fields
              .map((field) => `${field.field.replace(/^equivalents\.0\.?/, '')}: ${field.message}`)
              .join('\n'),
          );
        }
        throw error;
      }
    } else if (action === 'list') {
      const database = (await context.openDatabases()).databases[country];
      const page = Number(values.page ?? '1');
      if (!Number.isInteger(page) || page < 1) throw new UsageError('--page must be 1 or more.');
      if (values.at !== undefined && !isLocalDate(values.at)) {
        throw new UsageError('--at must be a day as YYYY-MM-DD.');
      }
      const { equivalents, total } = await listCo2Equivalents(database, country, {
        equivalent: values.equivalent,
        at: values.at,
        page,
        pageSize: 100,
      });
      for (const equivalent of equivalents) {
        context.print(
          `${equivalent.equivalent}  ${origin(equivalent)}  ${equivalent.per_ton_co2e} per tonne  from ${equivalent.valid_from}  ${sourceOf(equivalent)}`,
        );
      }
      context.print(`${equivalents.length} of ${total} equivalents (page ${page}, 100 per page).`);
    } else {
      throw new UsageError('Say add or list.');
    }
  },
};
