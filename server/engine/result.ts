import type { components } from '../../src/api/schema.gen';
import type { AttitudeFigures } from './aggregate';
import { round1 } from './aggregate';
import type { ConfigurationMeta } from './configuration';
import type { DatasetData } from './dataset';
import type { Scores } from './scoring';
import { pickRank } from './scoring';

type Result = components['schemas']['Result'];
type ResultAttitude = components['schemas']['ResultAttitude'];
type ValueBox = components['schemas']['ValueBox'];
type Rank = components['schemas']['Rank'];
type Significance = components['schemas']['Significance'];

/** The privacy floor: results over fewer respondents are withheld (docs/decisions.md). */
export const MIN_POPULATION = 5;

const number = new Intl.NumberFormat('en-US');
const signed = (x: number): string => `${x > 0 ? '+' : ''}${x.toFixed(1)}`;

export function readyResult(
  meta: ConfigurationMeta,
  data: DatasetData,
  population: number,
  figures: AttitudeFigures[],
  scores: Scores,
  filtered: boolean,
  significance?: Significance,
): Result {
  const attitudes = data.attitudes.map((column, i): ResultAttitude => {
    const f = figures[i]!;
    const s = scores.attitudes[i]!;
    return {
      id: column.resultId,
      attitude_id: column.attitudeId,
      keyword: column.keyword,
      description: column.description,
      explanation: column.explanation,
      classification: s.classification,
      ppp_classification: s.ppp,
      seol: s.seol,
      performance_rebased: f.performanceRebased,
      importance_rebased: f.importanceRebased,
      performance_agreed: f.performanceAgreed,
      importance_agreed: f.importanceAgreed,
      fulfillment_balance: f.balance,
      fulfillment_ratio: f.ratio,
      content_icon_url: column.iconUrl,
      comments: {
        count: f.commentCount,
        commenters: f.commenters.map((full_name) => ({ full_name })),
      },
      content_recommendations: column.recommendations,
      content_studies: column.studies,
      performance_order: s.performanceOrder,
      importance_order: s.importanceOrder,
    };
  });
  const { tier, minimumDifferential } = pickRank(meta.ranks, scores.mainScore);
  const rank: Rank = tier
    ? { ...placeholderRank(meta), id: tier.id, name: tier.name, description: tier.description }
    : placeholderRank(meta);
  rank.minimum_differential = minimumDifferential;

  return {
    state: {
      status: 'ready',
      status_message: '',
      observations_data_pending: '',
      text_analysis_data_pending: '',
    },
    main_score: scores.mainScore,
    potential_main_score: scores.potentialMainScore,
    value_boxes: valueBoxes(population, attitudes, scores, data.size),
    rank,
    opportunity_driver_categories: countBy(attitudes, (a) => a.seol, ['S', 'E', 'O', 'L']),
    fba: countBy(attitudes, (a) => a.classification, ['FE', 'UE']),
    ppp: countBy(attitudes, (a) => a.ppp_classification, ['priority', 'protect', 'promote', 'NA']),
    analyses: significance ? { significance } : {},
    benchmark: {},
    misc: { filtered },
    attitudes,
    population_size: population,
  };
}

/** A result that carries no figures: under the privacy floor, still computing, or failed. */
export function emptyResult(
  meta: ConfigurationMeta,
  status: 'insufficient_data' | 'pending' | 'failed',
  statusMessage: string,
  filtered: boolean,
): Result {
  return {
    state: {
      status,
      status_message: statusMessage,
      observations_data_pending: '',
      text_analysis_data_pending: '',
    },
    main_score: 0,
    potential_main_score: 0,
    value_boxes: [],
    rank: placeholderRank(meta),
    opportunity_driver_categories: {},
    fba: {},
    ppp: {},
    analyses: {},
    benchmark: {},
    misc: { filtered },
    attitudes: [],
    population_size: -1,
  };
}

export const INSUFFICIENT_DATA_MESSAGE = `Fewer than ${MIN_POPULATION} respondents match these filters, or fewer than ${MIN_POPULATION} are left out by them. Results are withheld to protect respondents' privacy; change the filters.`;
export const PENDING_MESSAGE = 'The result is being computed. Repeat the request to fetch it.';
export const FAILED_MESSAGE = 'The result could not be computed. Repeat the request to try again.';

function placeholderRank(meta: ConfigurationMeta): Rank {
  return {
    id: 0,
    name: '',
    description: '',
    minimum_differential: -1,
    audience_type: meta.modelVersion.audience_type,
    model_version: meta.modelVersion.id,
  };
}

function valueBoxes(
  population: number,
  attitudes: ResultAttitude[],
  scores: Scores,
  datasetSize: number,
): ValueBox[] {
  const scored = attitudes.filter((a) => a.performance_order > 0);
  const strongest = scored.find((a) => a.performance_order === 1);
  const gaps = scored.filter((a) => a.fulfillment_balance < 0);
  const biggestGap = gaps.reduce<ResultAttitude | undefined>(
    (worst, a) => (!worst || a.fulfillment_balance < worst.fulfillment_balance ? a : worst),
    undefined,
  );
  const gain = round1(scores.potentialMainScore - scores.mainScore);
  return [
    {
      name: 'Respondents',
      value: number.format(population),
      icon: 'people',
      impact_description:
        population === datasetSize
          ? 'All respondents'
          : `of ${number.format(datasetSize)} respondents`,
      description: 'Respondents who match the filters and make up this result.',
    },
    {
      name: 'Strongest attitude',
      value: strongest?.keyword ?? 'None',
      icon: 'star',
      impact_description: strongest
        ? `Performance ${strongest.performance_rebased.toFixed(1)} of 100`
        : 'No ratings',
      description: 'The attitude respondents rate highest on performance.',
    },
    {
      name: 'Biggest gap',
      value: biggestGap?.keyword ?? 'None',
      icon: 'warning',
      impact_description: biggestGap
        ? `${signed(biggestGap.fulfillment_balance)} points between performance and importance`
        : 'Every expectation is met',
      description:
        'The attitude whose performance falls furthest short of its importance (top-two box).',
    },
    {
      name: 'Potential gain',
      value: signed(gain),
      icon: 'trending_up',
      impact_description: `Main score could reach ${scores.potentialMainScore.toFixed(1)}`,
      description:
        'How much the main score would rise if every unfulfilled expectation were closed.',
    },
  ];
}

function countBy<T>(items: T[], key: (item: T) => string, known: string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(known.map((k) => [k, 0]));
  for (const item of items) {
    const k = key(item);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}
