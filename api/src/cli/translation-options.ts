import { parseTranslations, type TextTranslations } from '../shared/translated-text.js';
import { UsageError } from './command.js';

/** `--<flag> fi=text` given any number of times: the option as parseArgs declares it. */
export const translationOption = { type: 'string', multiple: true } as const;

/** The translations given with a repeatable `--<flag> language=text` option. */
export function translationsFrom(
  pairs: readonly string[] | undefined,
  flag: string,
  maximumLength: number,
): TextTranslations {
  try {
    return parseTranslations(pairs ?? [], maximumLength);
  } catch (error) {
    throw new UsageError(`--${flag}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
