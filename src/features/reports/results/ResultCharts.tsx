import { memo, useMemo } from 'react';
import type { TableGroup } from '../shared/group';
import { GroupCharts, type GroupChartsProps } from './GroupCharts';
import { isShared, pairAttitudes } from './pair-attitudes';
import { PairCharts } from './PairCharts';

type ResultChartsProps = Omit<GroupChartsProps, 'attitudes'> & {
  /** One group (the report page) or two (a comparison, A then B). */
  groups: readonly TableGroup[];
  /** Two groups: why B − A is not tested, when it is not; said under a saved picture. */
  untested?: string | undefined;
};

/**
 * The quadrant and the balance bars of the groups: one group against its unfiltered result, or
 * the attitudes both groups hold, A → B.
 */
function ResultCharts({ groups, untested, ...props }: ResultChartsProps) {
  const [first, second] = groups;
  const a = first!.attitudes;
  const b = second?.attitudes;
  const pairs = useMemo(() => (b ? pairAttitudes(a, b).filter(isShared) : []), [a, b]);
  return second ? (
    <PairCharts
      pairs={pairs}
      significance={props.significance}
      figures={props.figures}
      onFiguresChange={props.onFiguresChange}
      busy={props.busy}
      fileName={props.fileName}
      exportGroups={props.exportGroups}
      untested={untested}
    />
  ) : (
    <GroupCharts attitudes={first!.attitudes} {...props} />
  );
}

export default memo(ResultCharts);
