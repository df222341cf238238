import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { safeFilename, saveBlob } from '../../../lib/download';
import { TrendTable } from './TrendTable';
import type { ChartWave, TrendSeries } from './trend-data';
import { trendCsv } from './trend-csv';

interface TrendTableSectionProps {
  waves: ChartWave[];
  series: TrendSeries[];
  segmentName: string;
}

/** The figures per wave, always shown (the chart's accessible alternative), and as CSV. */
export function TrendTableSection({ waves, series, segmentName }: TrendTableSectionProps) {
  const { t } = useLingui();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="trend-table-heading">
      <Stack
        direction="row"
        spacing={1}
        sx={{ p: 2, pb: 1, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Typography id="trend-table-heading" variant="h3" component="h2">
          <Trans>Figures per wave</Trans>
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          aria-label={t`Download the figures per wave as CSV`}
          onClick={() =>
            saveBlob(
              new Blob([trendCsv(waves, series)], { type: 'text/csv;charset=utf-8' }),
              safeFilename(t`${segmentName} trend`, 'csv'),
            )
          }
        >
          <Trans>CSV</Trans>
        </Button>
      </Stack>
      <Box sx={{ px: 2, pb: 2 }}>
        <TrendTable waves={waves} series={series} />
      </Box>
    </Paper>
  );
}
