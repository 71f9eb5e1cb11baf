import { htmlLanguageTag } from '../i18n/languages';
import { formatDate } from './format-date';
import { useNextTask } from './use-next-task';

/**
 * Builds the reader's date and number formats in a task of their own while a signed-in page
 * waits for its data. The first Intl format of a page loads the browser's locale data, a long
 * moment on a phone (55-80 ms at Lighthouse's mobile CPU); paid while the network works, it no
 * longer lengthens the render that writes the first dates and figures.
 */
export function useWarmFormats(language: string): void {
  useNextTask(() => {
    formatDate('2026-01-01', language);
    formatDate('2026-01-01T12:00:00Z', language);
    new Intl.NumberFormat(htmlLanguageTag(language)).format(1234.5);
  }, [language]);
}
