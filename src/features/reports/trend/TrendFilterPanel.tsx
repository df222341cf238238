import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { components } from '../../../api/schema.gen';
import type { ReportFilterItem } from '../../../queries/reports';
import { FilterValueField } from '../shared/FilterValueField';
import { selectionToFilters } from '../shared/report-view';
import { sameFilters, useFilterDraft } from '../shared/use-filter-draft';

type Filterable = components['schemas']['Filterable'];

interface TrendFilterPanelProps {
  /** The latest wave's filterables; each wave is filtered by its own of the same name. */
  filterables: Filterable[];
  /** The filterables are on their way: their fields' places are held. */
  loading: boolean;
  applied: ReportFilterItem[];
  busy: boolean;
  onApply: (filters: ReportFilterItem[]) => void;
}

/**
 * One multi-select per filterable, applied to every wave at once. Edits are a draft until Apply;
 * the applied filters live in the URL.
 */
export function TrendFilterPanel({
  filterables,
  loading,
  applied,
  busy,
  onApply,
}: TrendFilterPanelProps) {
  const { t } = useLingui();
  // No other choice goes with the trend's filters.
  const { draft, setDraft, send, sending } = useFilterDraft(applied, undefined);
  const draftFilters = selectionToFilters(draft);
  const changed = !sameFilters(draftFilters, applied);
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby="trend-filters-heading"
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(send(draft));
      }}
    >
      <Typography id="trend-filters-heading" variant="h3" component="h2">
        <Trans>Filters for every wave</Trans>
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        <Trans>
          Each wave is filtered by its own filterable of the same name; a wave without it is
          withheld.
        </Trans>
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(auto-fill, minmax(220px, 1fr))',
          },
        }}
      >
        {loading && [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={40} />)}
        {filterables.map((filterable) => (
          <FilterValueField
            key={filterable.id}
            label={filterable.name}
            placeholder={filterable.values ? undefined : t`Type a value, then Enter`}
            offered={filterable.values}
            value={draft[filterable.id] ?? []}
            onChange={(values) => setDraft((d) => ({ ...d, [filterable.id]: values }))}
          />
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button
          type="button"
          disabled={draftFilters.length === 0 && applied.length === 0}
          onClick={() => onApply(send({}))}
        >
          <Trans>Reset</Trans>
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!changed || sending}
          loading={busy && !changed}
        >
          <Trans>Apply</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
