import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { components } from '../../api/schema.gen';
import { formatInteger } from '../../lib/format';
import { Delta } from './Delta';
import { tagLabel } from './report-labels';
import type { Configuration, Report } from './reports.queries';

type SummaryConfiguration = components['schemas']['ReportSummaryConfiguration'];

interface ReportHeaderProps {
  report: Report;
  configuration: Configuration;
  /** From the reports list, when the service has it; else only the configuration in view. */
  configurations: SummaryConfiguration[] | undefined;
  selectedId: string;
  population: number | undefined;
  basePopulation: number | undefined;
  onConfigurationChange: (id: string) => void;
}

/** Tags, comments, population and the configuration switcher. */
export function ReportHeader({
  report,
  configuration,
  configurations,
  selectedId,
  population,
  basePopulation,
  onConfigurationChange,
}: ReportHeaderProps) {
  const options =
    configurations && configurations.length > 0
      ? configurations
      : [{ id: configuration.id, name: configuration.name, is_primary: configuration.is_primary }];
  const known = options.some((option) => option.id === selectedId);
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
            sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
          >
            <Chip size="small" color="primary" variant="outlined" label={tagLabel(report.tags)} />
            <Typography variant="body2" color="text.secondary" data-testid="header-population">
              {population === undefined ? (
                'Population —'
              ) : (
                <>
                  Population {formatInteger(population)}{' '}
                  <Delta value={population} base={basePopulation} sense="neutral" />
                </>
              )}
            </Typography>
          </Stack>
          {report.comments && <Typography variant="body2">{report.comments}</Typography>}
          {configuration.comments && (
            <Typography variant="body2" color="text.secondary">
              {configuration.name}: {configuration.comments}
            </Typography>
          )}
        </Stack>
        <TextField
          select
          size="small"
          label="Configuration"
          value={known ? selectedId : configuration.id}
          onChange={(event) => onConfigurationChange(event.target.value)}
          disabled={options.length < 2}
          helperText={
            options.length < 2
              ? configurations
                ? 'This report has one configuration.'
                : 'Other configurations are listed when the service lists reports.'
              : undefined
          }
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
              {option.is_primary ? ' (primary)' : ''}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Paper>
  );
}
