/** Small SVG images as data: URIs, so demo data needs no files or outside hosts. */

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function toDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * A wordmark logo: a coloured mark with the company's initials and its short name. The image is
 * as wide as the name needs (about 8.5 px a character in bold 13 px), so no name is cut off.
 */
export function companyLogo(company: string, colour: string): string {
  const shortName = company.replace(/\s+(ASA|AS|A\/S|AB|Oy|ApS)$/u, '');
  const width = 48 + Math.ceil(shortName.length * 8.5) + 8;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${escapeXml(company)}"><rect width="40" height="40" rx="8" fill="${colour}"/><text x="20" y="26" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initialsOf(shortName))}</text><text x="48" y="25" font-family="sans-serif" font-size="13" font-weight="600" fill="#1d1d35">${escapeXml(shortName)}</text></svg>`;
  return toDataUri(svg);
}

/** A round portrait placeholder with the person's initials. */
export function portrait(name: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}"><circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="58" font-family="sans-serif" font-size="32" font-weight="600" fill="#fff" text-anchor="middle">${escapeXml(initialsOf(name))}</text></svg>`;
  return toDataUri(svg);
}
