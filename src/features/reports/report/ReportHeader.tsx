import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { components } from '../../../api/schema.gen';
import { formatInteger } from '../../../lib/format';
import { Delta } from '../../../components/Delta';
import { tagLabel } from '../shared/report-labels';
import { TrendLink } from '../trend/TrendLink';
import type { Configuration, ReportTag } from '../../../queries/reports';

type SummaryConfiguration = components['schemas']['ReportSummaryConfiguration'];

interface ReportHeaderProps {
  tags: ReportTag;
  /** The report's comments; undefined until the report itself has arrived. */
  comments: string | null | undefined;
  /** The report's own answer is on its way: its lines are held for it meanwhile. */
  loading: boolean;
  /** The configuration in view, once the result has arrived. */
  configuration: Configuration | undefined;
  /**
   * From the reports list, when the service has it; else those the organization's segments hold;
   * else only the configuration in view.
   */
  configurations: SummaryConfiguration[] | undefined;
  configurationSource?: 'list' | 'segments' | undefined;
  selectedId: string | undefined;
  population: number | undefined;
  basePopulation: number | undefined;
  onConfigurationChange: (id: string) => void;
  /** Compare mode: the population and configuration shown are group A's, and say so. */
  groupA?: boolean;
}

/**
 * Tags, comments, population and the configuration switcher. It is drawn from the reports list's
 * summary as soon as a report is opened, and completed when the report's own answer arrives.
 */
export function ReportHeader({
  tags,
  comments,
  loading,
  configuration,
  configurations,
  selectedId,
  population,
  basePopulation,
  onConfigurationChange,
  configurationSource,
  groupA = false,
}: ReportHeaderProps) {
  const { t } = useLingui();
  const populationSize = population === undefined ? '' : formatInteger(population);
  const options =
    configurations && configurations.length > 0
      ? configurations
      : configuration
        ? [{ id: configuration.id, name: configuration.name, is_primary: configuration.is_primary }]
        : [];
  const known = options.some((option) => option.id === selectedId);
  const value = known ? selectedId : (configuration?.id ?? '');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Chip size="small" color="primary" variant="outlined" label={tagLabel(tags)} />
            <Typography variant="body2" color="textSecondary" data-testid="header-population">
              {population === undefined ? (
                groupA ? (
                  <Trans>Group A —</Trans>
                ) : (
                  <Trans>Population —</Trans>
                )
              ) : (
                <>
                  {groupA ? (
                    <Plural
                      value={population}
                      one="Group A: # respondent"
                      other="Group A: # respondents"
                    />
                  ) : (
                    <Trans>Population {populationSize}</Trans>
                  )}{' '}
                  <Delta value={population} base={basePopulation} sense="neutral" />
                </>
              )}
            </Typography>
          </Stack>
          {/* Lines held for the report's comments and its configuration's, until they arrive. */}
          {loading && comments === undefined ? (
            <Typography variant="body2">
              <Skeleton sx={{ width: { xs: '100%', sm: '60%' } }} />
              {/* A sentence takes two lines on a phone. */}
              <Skeleton width="50%" sx={{ display: { sm: 'none' } }} />
            </Typography>
          ) : (
            comments && <Typography variant="body2">{comments}</Typography>
          )}
          {loading && configuration === undefined ? (
            <Typography variant="body2">
              <Skeleton width="40%" />
            </Typography>
          ) : (
            configuration?.comments && (
              <Typography variant="body2" color="textSecondary">
                {configuration.name}: {configuration.comments}
              </Typography>
            )
          )}
          <TrendLink configurationId={value || undefined} />
        </Stack>
        <TextField
          select
          size="small"
          label={groupA ? t`Group A’s configuration` : t`Configuration`}
          value={value}
          onChange={(event) => onConfigurationChange(event.target.value)}
          disabled={options.length < 2}
          helperText={
            configurationSource === 'segments'
              ? options.length < 2
                ? t`This service does not list a report’s configurations; others appear here once a segment holds them.`
                : t`Those held by your organization’s segments: this service does not list them.`
              : options.length < 2
                ? configurations
                  ? t`This report has one configuration.`
                  : t`Other configurations are found through the segments that hold them.`
                : undefined
          }
        >
          {options.map(({ id, name, is_primary: primary }) => (
            <MenuItem key={id} value={id}>
              {primary ? <Trans>{name} (primary)</Trans> : name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Paper>
  );
}
