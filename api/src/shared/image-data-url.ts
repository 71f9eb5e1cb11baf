import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from './errors.js';

/**
 * An uploaded image as the portal keeps it: a data: URL, which a page shows and a PDF embeds
 * with no request of its own. Only what the bytes are (not what the sender says) decides, and
 * only the types given are taken; anything else is UNSUPPORTED_FILE_TYPE with `refusal`.
 */
export async function imageDataUrl(
  content: Buffer,
  types: readonly string[],
  refusal: string,
): Promise<string> {
  const type = await fileTypeFromBuffer(content);
  if (!type || !types.includes(type.mime)) throw new DomainError('UNSUPPORTED_FILE_TYPE', refusal);
  return `data:${type.mime};base64,${content.toString('base64')}`;
}
