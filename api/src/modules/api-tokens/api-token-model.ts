/** Organisation API tokens are told apart from users' tokens (JWTs) and provider keys by this. */
export const apiTokenPrefix = 'itadat_';

export function isApiToken(token: string): boolean {
  return token.startsWith(apiTokenPrefix);
}
