import { hash, verify } from '@node-rs/argon2';

// OWASP's recommended argon2id parameters: 19 MiB, 2 iterations, 1 lane.
const argon2Options = {
  // Algorithm.Argon2id; the package's const enum cannot be imported under isolated modules.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

// Verified against when there is no real hash, so unknown accounts take as long as known ones.
let placeholderHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    placeholderHash ??= hashPassword('placeholder password that never matches');
    await verify(await placeholderHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
