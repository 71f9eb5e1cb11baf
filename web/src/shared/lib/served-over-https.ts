/** Cookies the app sets carry `Secure` whenever the page itself came over HTTPS. */
export function servedOverHttps(location: Pick<Location, 'protocol'> = window.location): boolean {
  return location.protocol === 'https:';
}
