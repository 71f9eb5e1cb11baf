import { readFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { environmentVariablesSchema } from '../src/config-environment.js';
import { repositoryRoot } from '../src/paths.js';
import { configurationDocumentation } from '../src/shared/configuration-documentation.js';

export const configurationPage = path.join(repositoryRoot, 'docs/operating/configuration.md');
export const tableStart = '<!-- configuration-table:start (generated: npm run generate -w api) -->';
export const tableEnd = '<!-- configuration-table:end -->';

/** A table cell: one line, a `|` escaped so it does not end the cell. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/(?<!\\)\|/g, '\\|');

function defaultOf(schema: z.ZodType, defaultText: string | undefined): string {
  if (defaultText !== undefined) return defaultText;
  if (schema instanceof z.ZodDefault) return `\`${String(schema.def.defaultValue)}\``;
  return '—';
}

/** One row per variable of the schema, in its order; a variable without documentation throws. */
export function configurationRows(): { name: string; defaultValue: string; meaning: string }[] {
  return Object.entries(environmentVariablesSchema.shape).map(([name, schema]) => {
    const documentation = configurationDocumentation.get(schema);
    if (!documentation) {
      throw new Error(`${name} has no documentation: register it on its schema`);
    }
    const { description, defaultText, requiredInProduction } = documentation;
    const required =
      requiredInProduction === undefined
        ? ''
        : ` **Required in production**${requiredInProduction === true ? '' : ` (${requiredInProduction})`}.`;
    return { name, defaultValue: defaultOf(schema, defaultText), meaning: description + required };
  });
}

export function configurationTable(): string {
  const lines = configurationRows().map(
    (row) => `| \`${row.name}\` | ${cell(row.defaultValue)} | ${cell(row.meaning)} |`,
  );
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...lines].join('\n');
}

/** The page as it must be: its own text around the generated table, formatted by Prettier. */
export async function expectedConfigurationPage(current: string): Promise<string> {
  const start = current.indexOf(tableStart);
  const end = current.indexOf(tableEnd);
  if (start < 0 || end < start) {
    throw new Error(`${configurationPage} lacks the markers ${tableStart} and ${tableEnd}`);
  }
  const page = [
    current.slice(0, start + tableStart.length),
    configurationTable(),
    current.slice(end),
  ].join('\n\n');
  const options = await resolveConfig(configurationPage);
  return format(page, { ...options, filepath: configurationPage });
}

export const readConfigurationPage = () => readFileSync(configurationPage, 'utf8');
