const addressPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Addresses typed one per line or separated by commas or semicolons, without repeats. */
export function parseRecipients(text: string): string[] {
  const addresses = text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(addresses)];
}

export function invalidRecipients(addresses: string[]): string[] {
  return addresses.filter((address) => !addressPattern.test(address));
}

export const maximumRecipients = 20;
