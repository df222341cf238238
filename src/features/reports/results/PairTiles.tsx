import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Delta } from '../../../components/Delta';
import { formatInteger, formatNumber } from '../../../lib/format';
import { COMPARISON_SIDES, type FigureTest } from '../../../lib/significance-marks';
import type { ResultSignificance } from '../shared/significance';
import type { ResultGroup } from '../shared/group';
import { Tile as Frame } from './TileGrid';

interface Figure {
  text: string;
  /** The number behind `text`, for B − A; none when the group's figures are withheld. */
  value: number | undefined;
}

function FigureCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" component="p">
        {label}
      </Typography>
      <Typography
        variant="h3"
        component="p"
        sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** One figure of both groups: A, B and B − A in three columns. */
function Tile({
  title,
  a,
  b,
  sense = 'higher-better',
  test,
  testNote,
  testId,
}: {
  title: string;
  a: Figure;
  b: Figure;
  sense?: 'higher-better' | 'neutral';
  test?: FigureTest | undefined;
  testNote?: string;
  testId: string;
}) {
  const { t } = useLingui();
  return (
    <Frame label={title} testId={testId}>
      <Typography variant="overline" color="textSecondary" component="h3">
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        <FigureCell label={t({ message: 'A', context: 'group' })}>{a.text}</FigureCell>
        <FigureCell label={t({ message: 'B', context: 'group' })}>{b.text}</FigureCell>
        <FigureCell label={t`B − A`}>
          {a.value !== undefined && b.value !== undefined ? (
            <Box component="span" sx={{ '& [data-testid="delta"]': { typography: 'h3' } }}>
              <Delta
                value={b.value}
                base={a.value}
                sense={sense}
                test={test}
                against="group-a"
                sides={COMPARISON_SIDES}
                testNote={testNote}
                prefix=""
              />
            </Box>
          ) : (
            '—'
          )}
        </FigureCell>
      </Box>
    </Frame>
  );
}

/** The tiers are words, too long for three columns: one line per group. */
function RankTile({ a, b }: { a: Figure; b: Figure }) {
  const { t } = useLingui();
  const letters = {
    A: t({ message: 'A', context: 'group' }),
    B: t({ message: 'B', context: 'group' }),
  };
  return (
    <Frame label={t`Rank`} testId="compare-rank">
      <Typography variant="overline" color="textSecondary" component="h3">
        <Trans>Rank</Trans>
      </Typography>
      {(['A', 'B'] as const).map((label) => (
        <Box
          key={label}
          sx={{
            display: 'grid',
            gridTemplateColumns: '1.5rem minmax(0, 1fr)',
            alignItems: 'baseline',
          }}
        >
          <Typography variant="caption" color="textSecondary" component="span">
            {letters[label]}
          </Typography>
          <Typography variant="h3" component="p" sx={{ overflowWrap: 'break-word' }}>
            {(label === 'A' ? a : b).text}
          </Typography>
        </Box>
      ))}
    </Frame>
  );
}

const figure = (group: ResultGroup, read: (group: ResultGroup) => number): Figure =>
  group.ready
    ? { text: formatNumber(read(group)), value: read(group) }
    : { text: '—', value: undefined };

/** The headline figures of two groups: main score, potential, rank and population. */
export function PairTiles({
  groups,
  significance,
}: {
  groups: readonly [ResultGroup, ResultGroup];
  significance: ResultSignificance | undefined;
}) {
  const { t } = useLingui();
  const [a, b] = groups;
  const population = (group: ResultGroup): Figure =>
    group.population === null
      ? { text: t`too few`, value: undefined }
      : { text: formatInteger(group.population), value: group.population };
  const rank = (group: ResultGroup): Figure => ({
    text: group.ready ? group.result.rank.name || '—' : '—',
    value: undefined,
  });
  return (
    <>
      <Tile
        title={t`Main score`}
        testId="compare-main-score"
        a={figure(a, (g) => g.result.main_score)}
        b={figure(b, (g) => g.result.main_score)}
        test={significance?.mainScore}
        testNote={t`The test compares each respondent’s own score (their performance weighted by group A’s importance, held fixed), so its figures differ a little from the main scores.`}
      />
      <Tile
        title={t`Potential`}
        testId="compare-potential"
        a={figure(a, (g) => g.result.potential_main_score)}
        b={figure(b, (g) => g.result.potential_main_score)}
        test={significance ? 'not-tested' : undefined}
      />
      <RankTile a={rank(a)} b={rank(b)} />
      <Tile
        title={t`Population`}
        testId="compare-population"
        a={population(a)}
        b={population(b)}
        sense="neutral"
      />
    </>
  );
}
