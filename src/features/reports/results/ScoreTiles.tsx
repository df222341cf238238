import type { Result } from '../../../queries/reports';
import { GroupTiles } from './GroupTiles';
import type { ResultGroup } from '../shared/group';
import { PairTiles } from './PairTiles';
import type { ResultSignificance } from '../shared/significance';
import { TileGrid } from './TileGrid';

interface ScoreTilesProps {
  /** One group (the report page) or two (a comparison, A then B). */
  groups: readonly ResultGroup[];
  /** One group's unfiltered result, when a filter is applied: its Δ values. */
  base?: Result | undefined;
  /** Which differences are beyond chance, when the service tests: marks the main score's Δ. */
  significance?: ResultSignificance | undefined;
}

/** The headline figures in their grid: one group against its unfiltered result, or B against A. */
export function ScoreTiles({ groups, base, significance }: ScoreTilesProps) {
  const [first, second] = groups;
  return (
    <TileGrid>
      {second ? (
        <PairTiles groups={[first!, second]} significance={significance} />
      ) : (
        <GroupTiles result={first!.result} base={base} significance={significance} />
      )}
    </TileGrid>
  );
}
