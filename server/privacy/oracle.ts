/**
 * An independent, slow oracle for tests: exact integer (fraction-free) elimination over the
 * rationals, and every support of at most FLOOR - 1 respondents enumerated. A set U of atoms
 * carries a nonzero combination of the rows exactly when removing U's columns lowers the rank.
 * Shares no code with the checker it judges.
 */
export function smallestDerivable(
  weights: readonly number[],
  rows: readonly (readonly number[])[],
  limit = 4,
): number[] | undefined {
  const matrix = rows.map((atoms) => {
    const row = new Array<bigint>(weights.length).fill(0n);
    for (const a of atoms) row[a] = 1n;
    return row;
  });
  const full = rationalRank(matrix);
  const small = weights.map((w, a) => (w <= limit && w > 0 ? a : -1)).filter((a) => a >= 0);
  let answer: number[] | undefined;
  const walk = (from: number, chosen: number[], left: number): boolean => {
    for (let k = from; k < small.length; k++) {
      const a = small[k]!;
      if (weights[a]! > left) continue;
      const next = [...chosen, a];
      const without = matrix.map((row) => row.filter((_, col) => !next.includes(col)));
      if (rationalRank(without) < full) {
        answer = next;
        return true;
      }
      if (walk(k + 1, next, left - weights[a]!)) return true;
    }
    return false;
  };
  walk(0, [], limit);
  return answer;
}

/** Rank over the rationals by fraction-free elimination on BigInt integers. */
export function rationalRank(input: readonly (readonly bigint[])[]): number {
  const m = input.map((r) => [...r]);
  const cols = m[0]?.length ?? 0;
  let rank = 0;
  for (let c = 0; c < cols && rank < m.length; c++) {
    const pivot = m.findIndex((row, i) => i >= rank && row[c] !== 0n);
    if (pivot === -1) continue;
    [m[rank], m[pivot]] = [m[pivot]!, m[rank]!];
    const top = m[rank]!;
    for (let i = rank + 1; i < m.length; i++) {
      const row = m[i]!;
      if (row[c] === 0n) continue;
      const f = row[c]!;
      const g = top[c]!;
      let divisor = 0n;
      for (let k = 0; k < cols; k++) {
        row[k] = row[k]! * g - top[k]! * f;
        divisor = gcd(divisor, row[k]!);
      }
      if (divisor > 1n) for (let k = 0; k < cols; k++) row[k] = row[k]! / divisor;
    }
    rank++;
  }
  return rank;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}
