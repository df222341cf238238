import type { DatasetData } from './dataset';
import { importanceOf, PAIRS, performanceOf } from './dataset';
import type { Selection } from './selection';

/** Figures of one attitude over the selected respondents (rounded as the API reports them). */
export interface AttitudeFigures {
  /** False when the selected respondents gave no performance rating or no importance rating. */
  scored: boolean;
  performanceAgreed: number;
  importanceAgreed: number;
  performanceRebased: number;
  importanceRebased: number;
  balance: number;
  ratio: number;
  /** Ratings counted by value: `performanceCounts[r]` respondents rated r (0 = not rated). */
  performanceCounts: Float64Array;
  importanceCounts: Float64Array;
  commentCount: number;
  /** Distinct author names in respondent order (then comment order), at most MAX_COMMENTERS. */
  commenters: string[];
}

export const MAX_COMMENTERS = 10;

/**
 * Rounds half up to `digits` decimals after dropping floating-point noise: a weighted mean whose
 * exact value is 68.25 comes out of the sum as 68.2499999… or 68.25000…1 depending on the order
 * of its terms, and must be 68.3 either way.
 */
const roundTo = (digits: number) => {
  const scale = 10 ** digits;
  return (x: number): number => Math.round(Number((x * scale).toPrecision(12))) / scale;
};

export const round1 = roundTo(1);
export const round2 = roundTo(2);
export const round3 = roundTo(3);

/**
 * One pass per attitude column builds a histogram of (performance, importance) rating pairs;
 * every figure derives from the histogram. Rating 0 (not rated) is left out of both
 * numerator and denominator.
 *
 * Derived figures are computed from the rounded ones (balance = rounded performance_agreed minus
 * rounded importance_agreed) so the numbers a reader sees always add up.
 */
export function aggregate(data: DatasetData, selection: Selection): AttitudeFigures[] {
  const figures = ratingFigures(data, selection);
  countComments(data, selection, figures);
  return figures;
}

/** The rating figures alone, without the comment counts (what a baseline needs). */
export function ratingFigures(data: DatasetData, selection: Selection): AttitudeFigures[] {
  // Four interleaved copies of the 36-bin (performance × importance) histogram: consecutive
  // increments then rarely hit the same counter, which keeps the loop from stalling on it.
  const hist = new Uint32Array(4 * PAIRS);
  const figures = data.attitudes.map((attitude) => {
    hist.fill(0);
    const pairs = attitude.pairs;
    const indices = selection.indices;
    if (indices) {
      const n = indices.length;
      let k = 0;
      for (; k + 3 < n; k += 4) {
        hist[pairs[indices[k]!]!]!++;
        hist[PAIRS + pairs[indices[k + 1]!]!]!++;
        hist[2 * PAIRS + pairs[indices[k + 2]!]!]!++;
        hist[3 * PAIRS + pairs[indices[k + 3]!]!]!++;
      }
      for (; k < n; k++) hist[pairs[indices[k]!]!]!++;
    } else {
      const n = data.size;
      let i = 0;
      for (; i + 3 < n; i += 4) {
        hist[pairs[i]!]!++;
        hist[PAIRS + pairs[i + 1]!]!++;
        hist[2 * PAIRS + pairs[i + 2]!]!++;
        hist[3 * PAIRS + pairs[i + 3]!]!++;
      }
      for (; i < n; i++) hist[pairs[i]!]!++;
    }
    return fromHistogram(hist);
  });
  return figures;
}

function fromHistogram(hist: Uint32Array): AttitudeFigures {
  const perf = new Float64Array(6);
  const imp = new Float64Array(6);
  for (let bin = 0; bin < hist.length; bin++) {
    const n = hist[bin]!;
    const pair = bin % PAIRS;
    perf[performanceOf(pair)]! += n;
    imp[importanceOf(pair)]! += n;
  }
  const p = summarise(perf);
  const i = summarise(imp);
  const scored = p.rated > 0 && i.rated > 0;
  const performanceAgreed = scored ? p.agreed : 0;
  const importanceAgreed = scored ? i.agreed : 0;
  return {
    scored,
    performanceAgreed,
    importanceAgreed,
    performanceRebased: scored ? p.rebased : 0,
    importanceRebased: scored ? i.rebased : 0,
    balance: round1(performanceAgreed - importanceAgreed),
    ratio: importanceAgreed === 0 ? 0 : round2(performanceAgreed / importanceAgreed),
    performanceCounts: perf,
    importanceCounts: imp,
    commentCount: 0,
    commenters: [],
  };
}

/** `counts[r]` = number of ratings r (0 = not rated). */
function summarise(counts: Float64Array): { rated: number; agreed: number; rebased: number } {
  let rated = 0;
  let sum = 0;
  for (let r = 1; r <= 5; r++) {
    const n = counts[r]!;
    rated += n;
    sum += r * n;
  }
  if (rated === 0) return { rated, agreed: 0, rebased: 0 };
  const top2 = counts[4]! + counts[5]!;
  return {
    rated,
    agreed: round1((top2 * 100) / rated),
    rebased: round1(((sum / rated - 1) / 4) * 100),
  };
}

function countComments(data: DatasetData, selection: Selection, figures: AttitudeFigures[]): void {
  const { respondentIdx, attitudePos, author } = data.comments;
  const seen = figures.map(() => new Set<string>());
  for (let c = 0; c < respondentIdx.length; c++) {
    if (selection.mask && !selection.mask[respondentIdx[c]!]) continue;
    const pos = attitudePos[c]!;
    const target = figures[pos]!;
    target.commentCount++;
    const names = seen[pos]!;
    const name = author[c]!;
    if (names.size < MAX_COMMENTERS && !names.has(name)) {
      names.add(name);
      target.commenters.push(name);
    }
  }
}
