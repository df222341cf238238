import { Trans, useLingui } from '@lingui/react/macro';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Portfolio } from '../../../queries/portfolios';
import { REPORT_TAGS, tagLabel } from '../shared/report-labels';
import type { ReportTag } from '../../../queries/reports';

interface ReportListFiltersProps {
  portfolioId: string | undefined;
  tag: ReportTag | undefined;
  /** The organization's portfolios, once known. */
  portfolios: readonly Portfolio[] | undefined;
  /** Sets list filters in the URL (null clears one). */
  onChange: (filters: Record<string, string | null>) => void;
}

/** The reports list's portfolio and tag filters. */
export function ReportListFilters({
  portfolioId,
  tag,
  portfolios,
  onChange,
}: ReportListFiltersProps) {
  const { t } = useLingui();
  return (
    // One above the other on a phone: side by side, a portfolio's name was cut to a
    // few letters.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ minWidth: { sm: 380 } }}>
      <TextField
        select
        size="small"
        label={t`Portfolio`}
        value={portfolioId ?? ''}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        onChange={(event) => onChange({ portfolio: event.target.value || null })}
      >
        <MenuItem value="">
          <Trans>All portfolios</Trans>
        </MenuItem>
        {portfolioId && !portfolios?.some((p) => p.id === portfolioId) && (
          <MenuItem value={portfolioId}>
            <Trans>Selected portfolio</Trans>
          </MenuItem>
        )}
        {portfolios?.map((portfolio) => (
          <MenuItem key={portfolio.id} value={portfolio.id}>
            {portfolio.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t`Tag`}
        value={tag ?? ''}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        onChange={(event) => onChange({ tag: event.target.value || null })}
        sx={{ maxWidth: { sm: 160 } }}
      >
        <MenuItem value="">
          <Trans>All tags</Trans>
        </MenuItem>
        {REPORT_TAGS.map((value) => (
          <MenuItem key={value} value={value}>
            {tagLabel(value)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
