import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// N=2^14: a memory-hard hash that keeps a login quick on a small machine (bench/README.md,
// "Measured effects").
const KEY_LENGTH = 32;
const COST = { N: 16384, r: 8, p: 1 };

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, COST);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = scryptSync(password, Buffer.from(saltB64, 'base64'), expected.length, COST);
  return timingSafeEqual(actual, expected);
}
