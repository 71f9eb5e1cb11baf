import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPack, looksLikeZip } from './check-pack';
import { sha256Hex, type PublicSigningKey } from './digests';

const encoder = new TextEncoder();
const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

let privateKey: CryptoKey;
let publicKey: PublicSigningKey;
beforeAll(async () => {
  const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  privateKey = pair.privateKey;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  publicKey = { kty: 'OKP', crv: 'Ed25519', x: jwk.x ?? '', kid: 'test-key' };
});

/** A pack as the server writes it: the files, a manifest listing them, its detached JWS. */
async function makePack(
  files: Record<string, string>,
  change: (entries: Record<string, Uint8Array>) => void = () => {},
) {
  const entries: Record<string, Uint8Array> = {};
  const listed = [];
  for (const [path, text] of Object.entries(files)) {
    const bytes = encoder.encode(text);
    entries[path] = bytes;
    listed.push({
      path,
      kind: 'sanitisation_units_csv',
      sha256: await sha256Hex(bytes),
      size_bytes: bytes.length,
    });
  }
  const manifest = encoder.encode(
    JSON.stringify({
      pack_id: 'pack-1',
      issuer: { name: 'Provider AS', key_id: 'test-key' },
      issued_to: { supplier: 'Customer AS', department: null },
      subject: { kind: 'job', job_number: 'J-2026-000001' },
      issued_at: '2026-11-24T10:00:00.000Z',
      files: listed,
    }),
  );
  const header = base64Url(encoder.encode(JSON.stringify({ alg: 'EdDSA', kid: 'test-key' })));
  const signature = new Uint8Array(
    await crypto.subtle.sign(
      { name: 'Ed25519' },
      privateKey,
      encoder.encode(`${header}.${base64Url(manifest)}`),
    ),
  );
  entries['manifest.json'] = manifest;
  entries['manifest.json.jws'] = encoder.encode(`${header}..${base64Url(signature)}\n`);
  change(entries);
  return zipSync(entries);
}

const files = {
  'sanitisation-units.csv': 'serial_number\r\nSN-1\r\n',
  'provider-certificates/iso-27001.pdf': '%PDF-1.4 certificate',
};

describe('checking an evidence pack in the browser', () => {
  it('confirms an untouched pack: signature and every file', async () => {
    const zip = await makePack(files);
    expect(looksLikeZip(zip)).toBe(true);
    const check = await checkPack(zip, publicKey);
    expect(check.signatureValid).toBe(true);
    expect(check.intact).toBe(true);
    expect(check.manifest?.issued_to.supplier).toBe('Customer AS');
    expect(check.files).toEqual([
      { path: 'sanitisation-units.csv', status: 'intact' },
      { path: 'provider-certificates/iso-27001.pdf', status: 'intact' },
    ]);
  });

  it('names the file that was changed, removed or added', async () => {
    const zip = await makePack(files, (entries) => {
      entries['sanitisation-units.csv'] = encoder.encode('serial_number\r\nSN-2\r\n');
      delete entries['provider-certificates/iso-27001.pdf'];
      entries['extra.txt'] = encoder.encode('added');
    });
    const check = await checkPack(zip, publicKey);
    expect(check.signatureValid).toBe(true);
    expect(check.intact).toBe(false);
    expect(check.files).toEqual([
      { path: 'sanitisation-units.csv', status: 'changed' },
      { path: 'provider-certificates/iso-27001.pdf', status: 'missing' },
      { path: 'extra.txt', status: 'unlisted' },
    ]);
  });

  it('rejects a manifest changed after signing, and a signature by another key', async () => {
    const altered = await makePack(files, (entries) => {
      const text = new TextDecoder().decode(entries['manifest.json']);
      entries['manifest.json'] = encoder.encode(text.replace('Customer AS', 'Someone Else AS'));
    });
    expect((await checkPack(altered, publicKey)).signatureValid).toBe(false);

    const other = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
    const otherJwk = await crypto.subtle.exportKey('jwk', other.publicKey);
    const check = await checkPack(await makePack(files), { ...publicKey, x: otherJwk.x ?? '' });
    expect(check.signatureValid).toBe(false);
    expect(check.intact).toBe(false);
  });

  it('says a ZIP without a manifest is no evidence pack', async () => {
    const check = await checkPack(zipSync({ 'a.txt': encoder.encode('a') }), publicKey);
    expect(check.manifest).toBeNull();
    expect(check.intact).toBe(false);
  });
});
