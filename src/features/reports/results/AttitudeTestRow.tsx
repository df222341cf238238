import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Delta } from '../../../components/Delta';
import { formatInteger, formatNumber, formatPercent } from '../../../lib/format';
import { decisiveP, formatInterval, formatP, markedSide } from '../../../lib/significance-marks';
import type { ResultAttitude } from '../../../queries/reports';
import { NameCell } from '../results/AttitudeRow';
import type { AttitudeSignificance, SignificanceTest } from '../shared/significance';
import { METRIC_LABELS, TEST_COLUMNS, type TestColumn } from '../results/test-columns';

function Figure({ value, n, unit }: { value: number | null; n: number; unit: string }) {
  const sample = formatInteger(n);
  return (
    <>
      {value === null ? '—' : unit === '%' ? formatPercent(value) : formatNumber(value)}
      <span className="sample">
        <Trans comment="The number of respondents a figure rests on (sample size).">
          n {sample}
        </Trans>
      </span>
    </>
  );
}

function Cell({ column, test }: { column: TestColumn; test: SignificanceTest | undefined }) {
  const { t } = useLingui();
  if (!test) return <td className="numeric">—</td>;
  const { unit, sense } = METRIC_LABELS[column.metric];
  switch (column.part) {
    case 'group':
      return (
        <td className="numeric">
          <Figure value={test.filtered} n={test.filtered_n} unit={unit} />
        </td>
      );
    case 'outside':
      return (
        <td className="numeric">
          <Figure value={test.complement} n={test.complement_n} unit={unit} />
        </td>
      );
    case 'delta':
      return (
        <td className="numeric">
          {test.delta === null ? (
            '—'
          ) : (
            <Delta
              value={test.delta}
              base={0}
              sense={sense}
              unit={unit}
              test={test}
              // Delta has a whole sentence in the catalog for this base (it is matched, not shown).
              against="outside-filter"
            />
          )}
        </td>
      );
    case 'ci':
      return <td className="numeric">{formatInterval(test.ci, '', markedSide(test))}</td>;
    case 'p':
      return (
        <td className="numeric" title={test.significant === null ? t`Too few to test` : undefined}>
          {formatP(decisiveP(test))}
        </td>
      );
  }
}

interface AttitudeTestRowProps {
  attitude: ResultAttitude;
  tests: AttitudeSignificance | undefined;
  /** Any tested figure differs significantly: the "significant only" view keeps the row. */
  significant?: boolean;
  onOpen: (id: string) => void;
}

/** One attitude's tests: per figure, the group, the rest, Δ, its interval and adjusted p. */
function AttitudeTestRow({ attitude, tests, significant, onOpen }: AttitudeTestRowProps) {
  return (
    <tr onClick={() => onOpen(attitude.id)} data-significant={significant || undefined}>
      <NameCell attitude={attitude} onOpen={onOpen} />
      {TEST_COLUMNS.map((column) => (
        <Cell key={column.key} column={column} test={tests?.[column.metric]} />
      ))}
    </tr>
  );
}

export default memo(AttitudeTestRow);
