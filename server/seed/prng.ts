/** Every seeded value derives from this; change it and every id and figure changes. */
export const SEED = 20261101;

/** mulberry32: a tiny, fast 32-bit generator; plenty for demo data, never for secrets. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the label, mixed with SEED: a stable 32-bit seed per named stream. */
function hashLabel(label: string): number {
  let h = 0x811c9dc5 ^ SEED;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A random stream named by a label. Each part of the seed draws from its own stream, so adding a
 * report or resizing a dataset does not shift the ids and figures of everything after it.
 */
export class Rng {
  private readonly next: () => number;

  constructor(label: string) {
    this.next = mulberry32(hashLabel(label));
  }

  float(): number {
    return this.next();
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Index drawn with probability proportional to its weight. */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((s, w) => s + w, 0);
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i]!;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** `count` distinct items, in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const keys = items.map((item) => ({ item, key: this.next() }));
    const chosen = new Set([...keys].sort((a, b) => a.key - b.key).slice(0, count));
    return keys.filter((k) => chosen.has(k)).map((k) => k.item);
  }

  /** A version-4-shaped uuid from the stream. */
  uuid(): string {
    const hex = Array.from({ length: 16 }, (_, i) => {
      let byte = Math.floor(this.next() * 256);
      if (i === 6) byte = (byte & 0x0f) | 0x40;
      if (i === 8) byte = (byte & 0x3f) | 0x80;
      return byte.toString(16).padStart(2, '0');
    }).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

/** The fixed uuid of a named seeded row (e.g. `report:acme-retail-q3`). */
export function idFor(label: string): string {
  return new Rng(`id:${label}`).uuid();
}
