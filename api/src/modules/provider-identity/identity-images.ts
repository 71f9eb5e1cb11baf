import { readFile } from 'node:fs/promises';
import { providerImageContentTypes } from '@itad-portal/validation';
import { fileTypeFromBuffer } from 'file-type';
import type { ProviderIdentity } from '../../shared/documents/provider-identity.js';
import { DomainError } from '../../shared/errors.js';

/** The letterhead's logo and the signature as a version keeps them: data: URLs, or null. */
export interface ProviderIdentityImages {
  logo: string | null;
  signature: string | null;
}

/**
 * An uploaded image as a version keeps it: a data: URL of a PNG or JPEG (what the PDF writer
 * embeds). Only what the bytes are, not what the sender says, decides.
 */
export async function providerImageDataUrl(content: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(content);
  if (!type || !(providerImageContentTypes as readonly string[]).includes(type.mime)) {
    throw new DomainError('UNSUPPORTED_FILE_TYPE', 'The image is a PNG or JPEG file.');
  }
  return `data:${type.mime};base64,${content.toString('base64')}`;
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
