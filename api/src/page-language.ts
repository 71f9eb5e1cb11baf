import { isLanguage, type Language } from './shared/countries.js';
import { parseWeightedList } from './shared/weighted-list.js';

/** As the web app: English when nothing names a language we have, Norwegian as the fallback. */
const defaultLanguage: Language = 'en';
const fallbackLanguage: Language = 'no';

/** Browser tags name Norwegian nb/nn and Swedish sv; ours are 'no' and 'se' (as the web app). */
function toLanguage(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'nb' || primary === 'nn') return 'no';
  if (primary === 'sv') return 'se';
  return isLanguage(primary) ? primary : undefined;
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      // A malformed cookie (say %E0%A4%A) is ignored, as the browser's own detection does.
      return undefined;
    }
  }
  return undefined;
}

/**
 * The languages whose translations the web app will load for this request, guessed the way it
 * detects them (?lng=, the i18next cookie, the browser's languages, English), with the fallback.
 * The page asks for them at once instead of after its script ran; a wrong guess costs one
 * unused download.
 */
export function pageLanguages(request: {
  query: unknown;
  headers: { cookie?: string; 'accept-language'?: string };
}): Language[] {
  const query = request.query as Record<string, unknown> | undefined;
  const candidates = [
    typeof query?.lng === 'string' ? query.lng : undefined,
    cookieValue(request.headers.cookie, 'i18next'),
    ...parseWeightedList(request.headers['accept-language'])
      .filter((entry) => entry.quality > 0)
      .map((entry) => entry.value),
  ];
  const detected =
    candidates
      .map((candidate) => (candidate ? toLanguage(candidate) : undefined))
      .find((language) => language !== undefined) ?? defaultLanguage;
  return detected === fallbackLanguage ? [detected] : [detected, fallbackLanguage];
}
