import { readFile } from 'node:fs/promises';
import { providerImageContentTypes } from '@itad-portal/validation';
import type { ProviderIdentity } from '../../shared/documents/provider-identity.js';
import { imageDataUrl } from '../../shared/image-data-url.js';

/** The letterhead's logo and the signature as a version keeps them: data: URLs, or null. */
export interface ProviderIdentityImages {
  logo: string | null;
  signature: string | null;
}

/** An uploaded image as a version keeps it: a PNG or JPEG (what the PDF writer embeds). */
export function providerImageDataUrl(content: Buffer): Promise<string> {
  return imageDataUrl(content, providerImageContentTypes, 'The image is a PNG or JPEG file.');
}

async function dataUrlOfFile(file: string | undefined): Promise<string | null> {
  if (!file) return null;
  // A configured image is a file (checked at start); a saved one is already a data: URL.
  if (file.startsWith('data:')) return file;
  return providerImageDataUrl(await readFile(file));
}

/** The configured logo and signature, read as a first version keeps them. */
export async function imagesOfConfiguredIdentity(
  configured: ProviderIdentity,
): Promise<ProviderIdentityImages> {
  return {
    logo: await dataUrlOfFile(configured.logoFile),
    signature: await dataUrlOfFile(configured.signatory?.signatureFile),
  };
}
