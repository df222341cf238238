/**
 * The two-level false discovery procedure of Benjamini and Bogomolov (2014), kept beside the
 * product's flat Benjamini–Hochberg family only to measure which has more power
 * (`significance.procedures.test.ts`). Families are the main score (one test) and each attitude
 * (its figures that ran): a family's p is Simes' combination, BH at q selects R of the M families,
 * and each selected family is decided by BH at q·R/M.
 */

/** The tests BH rejects at rate q (indices into `ps`). */
export function bhRejected(ps: readonly number[], q: number): Set<number> {
  const order = ps.map((p, i) => [p, i] as const).sort((x, y) => x[0] - y[0]);
  let rejected = 0;
  order.forEach(([p], k) => {
    if (p <= ((k + 1) * q) / ps.length) rejected = k + 1;
  });
  return new Set(order.slice(0, rejected).map(([, i]) => i));
}

/** Simes' p of a family: the smallest m·p₍ₖ₎/k. */
export function simes(ps: readonly number[]): number {
  const sorted = [...ps].sort((x, y) => x - y);
  return Math.min(1, ...sorted.map((p, k) => (sorted.length * p) / (k + 1)));
}

/**
 * The rejections of the two-level procedure over `families` (lists of indices into `ps`; a
 * family whose tests all did not run is left out of M).
 */
export function twoLevelRejected(
  ps: readonly (number | null)[],
  families: readonly (readonly number[])[],
  q: number,
): Set<number> {
  const ran = families
    .map((family) => family.filter((i) => ps[i] !== null))
    .filter((family) => family.length > 0);
  const selected = bhRejected(
    ran.map((family) => simes(family.map((i) => ps[i]!))),
    q,
  );
  const within = (q * selected.size) / ran.length;
  const out = new Set<number>();
  for (const f of selected) {
    const family = ran[f]!;
    for (const k of bhRejected(
      family.map((i) => ps[i]!),
      within,
    ))
      out.add(family[k]!);
  }
  return out;
}
