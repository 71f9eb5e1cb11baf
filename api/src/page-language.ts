import { isLanguage, type Language } from './shared/countries.js';

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
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Accept-Language tags, most wanted first (q=0 left out). */
function acceptedTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
        .find(Boolean);
      return { tag, quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
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
    ...acceptedTags(request.headers['accept-language']),
  ];
  const detected =
    candidates
      .map((candidate) => (candidate ? toLanguage(candidate) : undefined))
      .find((language) => language !== undefined) ?? defaultLanguage;
  return detected === fallbackLanguage ? [detected] : [detected, fallbackLanguage];
}
