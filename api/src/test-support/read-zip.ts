import { inflateRawSync } from 'node:zlib';

/**
 * The entries of a ZIP archive by name, read from its central directory (stored and deflated
 * entries, with the ZIP64 extra field where sizes or offsets need it): enough to check what a
 * pack holds without a ZIP library in the API's dependencies.
 */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const endOffset = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOffset < 0) throw new Error('Not a ZIP archive');
  let count = archive.readUInt16LE(endOffset + 10);
  let directoryOffset = archive.readUInt32LE(endOffset + 16);
  if (directoryOffset === 0xffffffff || count === 0xffff) {
    const locator = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x06, 0x07]));
    const zip64End = Number(archive.readBigUInt64LE(locator + 8));
    count = Number(archive.readBigUInt64LE(zip64End + 32));
    directoryOffset = Number(archive.readBigUInt64LE(zip64End + 48));
  }
  const entries = new Map<string, Buffer>();
  let position = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    const method = archive.readUInt16LE(position + 10);
    let compressedSize = archive.readUInt32LE(position + 20);
    const nameLength = archive.readUInt16LE(position + 28);
    const extraLength = archive.readUInt16LE(position + 30);
    const commentLength = archive.readUInt16LE(position + 32);
    let localOffset = archive.readUInt32LE(position + 42);
    const name = archive.toString('utf8', position + 46, position + 46 + nameLength);
    const extra = archive.subarray(
      position + 46 + nameLength,
      position + 46 + nameLength + extraLength,
    );
    if (extra.length >= 4 && extra.readUInt16LE(0) === 0x0001) {
      // ZIP64: the 64-bit values in order, only those whose 32-bit field is 0xffffffff.
      let field = 4;
      const uncompressedMarker = archive.readUInt32LE(position + 24) === 0xffffffff;
      if (uncompressedMarker) field += 8;
      if (compressedSize === 0xffffffff) {
        compressedSize = Number(extra.readBigUInt64LE(field));
        field += 8;
      }
      if (localOffset === 0xffffffff) localOffset = Number(extra.readBigUInt64LE(field));
    }
    const localNameLength = archive.readUInt16LE(localOffset + 26);
    const localExtraLength = archive.readUInt16LE(localOffset + 28);
    const dataStart = localOffset + 30 + localNameLength + localExtraLength;
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    position += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
