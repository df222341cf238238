import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import StarIcon from '@mui/icons-material/StarBorder';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WarningIcon from '@mui/icons-material/WarningAmber';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import ScoreGauge from '../../../charts/ScoreGauge';
import { formatDelta, formatInteger, formatNumber } from '../../../lib/format';
import { Delta } from '../../../components/Delta';
import type { Result } from '../../../queries/reports';
import type { ResultSignificance } from '../shared/significance';
import { Tile } from './TileGrid';

const ICONS: Record<string, ReactNode> = {
  people: <PeopleIcon />,
  star: <StarIcon />,
  warning: <WarningIcon />,
  trending_up: <TrendingUpIcon />,
};

interface GroupTilesProps {
  result: Result;
  /** The unfiltered result, when a filter is applied. */
  base: Result | undefined;
  /** Which differences are beyond chance, when the service tests: marks the main score's Δ. */
  significance?: ResultSignificance | undefined;
}

/**
 * One group's tiles: main score against its potential, the rank, and every value box the service
 * sends, each Δ against the unfiltered result.
 */
export function GroupTiles({ result, base, significance }: GroupTilesProps) {
  const { t } = useLingui();
  const gain = result.potential_main_score - result.main_score;
  const { rank } = result;
  const score = formatNumber(result.main_score);
  const potential = formatNumber(result.potential_main_score);
  const reachable = formatDelta(gain);
  const baseRank = base?.rank.name;
  // Whole points, as shown: 0.6 reads "1 point".
  const pointsToNext = Math.round(rank.minimum_differential);
  const population = base ? formatInteger(base.population_size) : undefined;
  return (
    <>
      <Tile label={t`Main score`} wide>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ScoreGauge
            score={result.main_score}
            potential={result.potential_main_score}
            size={120}
            label={t`Main score ${score} of 100, potential ${potential}`}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="textSecondary" component="h3">
              <Trans>Main score</Trans>
            </Typography>
            <Typography variant="h2" component="p" data-testid="main-score">
              {formatNumber(result.main_score)}{' '}
              <Delta
                value={result.main_score}
                base={base?.main_score}
                test={significance?.mainScore}
                testNote={t`The test compares the group’s main score with the rest’s, each weighted by its own importance, so a group’s main score can differ by importance alone.`}
              />
              {significance?.mainScore && (
                <Typography component="span" variant="caption" color="textSecondary">
                  {' '}
                  <Trans comment="After the main score's Δ: it is the group against the respondents outside the filter.">
                    vs the rest
                  </Trans>
                </Typography>
              )}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              <Trans>Potential {potential}</Trans>{' '}
              <Delta
                value={result.potential_main_score}
                base={base?.potential_main_score}
                test={significance ? 'not-tested' : undefined}
              />
            </Typography>
            <Typography variant="body2" color={gain > 0 ? 'success' : 'textSecondary'}>
              {gain > 0 ? <Trans>{reachable} reachable</Trans> : <Trans>At its potential</Trans>}
            </Typography>
          </Box>
        </Stack>
      </Tile>
      <Tile label={t`Rank`}>
        <Typography variant="overline" color="textSecondary" component="h3">
          <Trans>Rank</Trans>
        </Typography>
        <Typography variant="h2" component="p">
          {rank.name || '—'}
        </Typography>
        {baseRank !== undefined && baseRank !== rank.name && (
          <Typography variant="caption" color="textSecondary">
            <Trans>All respondents: {baseRank}</Trans>
          </Typography>
        )}
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {rank.description}
        </Typography>
        {rank.minimum_differential > 0 && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <Plural
              value={pointsToNext}
              one="# point to the next tier"
              other="# points to the next tier"
            />
          </Typography>
        )}
      </Tile>
      <Tile label={t`Population`}>
        <Typography variant="overline" color="textSecondary" component="h3">
          <Trans>Population</Trans>
        </Typography>
        <Typography variant="h2" component="p" data-testid="population">
          {formatInteger(result.population_size)}{' '}
          <Delta value={result.population_size} base={base?.population_size} sense="neutral" />
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {population !== undefined ? (
            <Trans>of {population} without the filters</Trans>
          ) : (
            <Trans>in this result</Trans>
          )}
        </Typography>
      </Tile>
      {result.value_boxes.map((box, index) => (
        <Tile key={`${box.name}-${index}`} label={box.name}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
            <Box aria-hidden sx={{ display: 'flex' }}>
              {ICONS[box.icon] ?? <InfoIcon />}
            </Box>
            <Typography variant="overline" color="textSecondary" component="h3">
              {box.name}
            </Typography>
          </Stack>
          <Typography variant="h2" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {box.value}
          </Typography>
          {box.description && (
            <Typography variant="body2" color="textSecondary">
              {box.description}
            </Typography>
          )}
          {box.impact_description && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {box.impact_description}
            </Typography>
          )}
        </Tile>
      ))}
    </>
  );
}
