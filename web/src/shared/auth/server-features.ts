/**
 * Whether the server offers sign-in with Microsoft. The server names its features in a meta tag
 * of the page it serves, so the login screen knows in its first paint (no request, no shift).
 */
export function isMicrosoftSignInAvailable(): boolean {
  const features = document.querySelector<HTMLMetaElement>('meta[name="portal-features"]');
  return (features?.content ?? '').split(' ').includes('microsoftSignIn');
}
