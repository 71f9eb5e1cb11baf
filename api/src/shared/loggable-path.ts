/** Pages whose last path segment is a secret code from a mail (registration, password reset). */
const pathsWithCodes = /^\/(register|reset-password)\/[^/]+/;

/**
 * The request path as the log may keep it: no query string (report download keys travel there)
 * and no registration or reset code, which would let anyone who reads the log use the link.
 */
export function loggablePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(pathsWithCodes, '/$1/[code]');
}
