import type { components } from '../../src/api/schema.gen';

type Recommendation = components['schemas']['Recommendation'];
type Study = components['schemas']['Study'];

/** One attitude of the library, with the base ratings its datasets start from. */
export interface AttitudeSpec {
  keyword: string;
  category: string;
  description: string;
  explanation: string;
  /** Mean ratings (1..5) before dataset jitter and segment effects. */
  importance: number;
  performance: number;
  recommendations: Recommendation[];
  studies: Study[];
}

export const rec = (
  header: string,
  subtext: string,
  example: string,
  why: string,
): Recommendation => ({
  header,
  subtext,
  example,
  why,
});

export const study = (title: string, slug: string): Study => ({
  title,
  link: `https://research.example.org/studies/${slug}`,
});
