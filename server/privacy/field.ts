import { randomBytes } from 'node:crypto';

/**
 * Arithmetic modulo a prime drawn at random in [2^61, 2^62) once per process. A rank computed
 * modulo p can only fall short of the rank over the rationals when p divides one of the minors
 * involved; with p random and that large, the chance is far below one in a billion per check.
 * Never modulo 2, never floating point: both would find dependencies that do not exist or miss
 * ones that do.
 */
export class PrimeField {
  readonly p: bigint;

  constructor(p?: bigint) {
    this.p = p ?? randomPrime();
  }

  mod(a: bigint): bigint {
    const r = a % this.p;
    return r < 0n ? r + this.p : r;
  }

  /** The inverse of a nonzero element (Fermat: a^(p-2)). */
  inverse(a: bigint): bigint {
    return powMod(this.mod(a), this.p - 2n, this.p);
  }
}

export function powMod(base: bigint, exponent: bigint, m: bigint): bigint {
  let result = 1n;
  let b = base % m;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % m;
    b = (b * b) % m;
    e >>= 1n;
  }
  return result;
}

const WITNESSES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n];

/** Deterministic Miller-Rabin: these witnesses decide every n below 3.3 * 10^24. */
export function isPrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (const w of WITNESSES) {
    if (n === w) return true;
    if (n % w === 0n) return false;
  }
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  outer: for (const a of WITNESSES) {
    let x = powMod(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let i = 1; i < s; i++) {
      x = (x * x) % n;
      if (x === n - 1n) continue outer;
    }
    return false;
  }
  return true;
}

export function randomPrime(): bigint {
  for (;;) {
    const candidate = (randomBytes(8).readBigUInt64BE() >> 2n) | (1n << 61n) | 1n;
    if (isPrime(candidate)) return candidate;
  }
}
