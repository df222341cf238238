import type { ResultAttitude } from '../../../queries/reports';

/** One attitude of a comparison, matched by attitude id: in both groups, or in only one. */
export interface AttitudePair {
  attitudeId: string;
  keyword: string;
  a: ResultAttitude | undefined;
  b: ResultAttitude | undefined;
}

/** A pair held by both groups, which the charts plot. */
export type SharedPair = AttitudePair & { a: ResultAttitude; b: ResultAttitude };

export const isShared = (pair: AttitudePair): pair is SharedPair =>
  pair.a !== undefined && pair.b !== undefined;

/**
 * Both groups' attitudes matched by attitude id (two reports of one model version share them;
 * the result rows' own ids differ), in A's order followed by those only B holds. An attitude in
 * one group only is kept, with the other side undefined, so that it is listed as such rather
 * than dropped.
 */
export function pairAttitudes(
  a: readonly ResultAttitude[],
  b: readonly ResultAttitude[],
): AttitudePair[] {
  const inB = new Map(b.map((attitude) => [attitude.attitude_id, attitude]));
  const pairs: AttitudePair[] = a.map((attitude) => ({
    attitudeId: attitude.attitude_id,
    keyword: attitude.keyword,
    a: attitude,
    b: inB.get(attitude.attitude_id),
  }));
  const inA = new Set(a.map((attitude) => attitude.attitude_id));
  for (const attitude of b) {
    if (!inA.has(attitude.attitude_id)) {
      pairs.push({
        attitudeId: attitude.attitude_id,
        keyword: attitude.keyword,
        a: undefined,
        b: attitude,
      });
    }
  }
  return pairs;
}

/** The keywords of the attitudes only one group holds, for the line that lists them. */
export function unpaired(pairs: readonly AttitudePair[]): { onlyA: string[]; onlyB: string[] } {
  return {
    onlyA: pairs.filter((pair) => pair.b === undefined).map((pair) => pair.keyword),
    onlyB: pairs.filter((pair) => pair.a === undefined).map((pair) => pair.keyword),
  };
}
