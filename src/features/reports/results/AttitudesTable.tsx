import { memo } from 'react';
import type { FigureMode } from '../../../charts/chart-types';
import type { ExportGroup } from '../../../lib/export-footer';
import type { TableGroup } from '../shared/group';
import { GroupTable, type GroupTableProps } from './GroupTable';
import { PairTable } from './PairTable';

type AttitudesTableProps = Omit<GroupTableProps, 'attitudes'> & {
  /** One group (the report page) or two (a comparison, A then B). */
  groups: readonly TableGroup[];
  /** Two groups: the figures set side by side, rebased means or agreed shares. */
  figures?: FigureMode;
  /** Two groups: why B − A is not tested, written into the CSV's significance columns. */
  untested?: string | undefined;
  /** Two groups: the CSV's name, the report and both groups. */
  fileName?: string;
  /** Two groups: whom the CSV holds, named above its table. */
  exportGroups?: readonly ExportGroup[];
};

/**
 * Every attitude of the groups: one group's every figure against its unfiltered result, or per
 * figure A, B and B − A.
 */
function AttitudesTable({
  groups,
  figures = 'rebased',
  untested,
  fileName = '',
  exportGroups = [],
  ...props
}: AttitudesTableProps) {
  const [first, second] = groups;
  return second ? (
    <PairTable
      groups={[first!, second]}
      significance={props.significance}
      untested={untested}
      figures={figures}
      sort={props.sort}
      onSort={props.onSort}
      fileName={fileName}
      exportGroups={exportGroups}
    />
  ) : (
    <GroupTable attitudes={first!.attitudes} {...props} />
  );
}

export default memo(AttitudesTable);
