import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { components } from '../../../api/schema.gen';
import { renderChips } from '../../../components/chip-values';
import type { ReportFilterItem } from '../../../queries/reports';

type Filterable = components['schemas']['Filterable'];
type Selection = Record<string, string[]>;

interface TrendFilterPanelProps {
  /** The latest wave's filterables; each wave is filtered by its own of the same name. */
  filterables: Filterable[];
  /** The filterables are on their way: their fields' places are held. */
  loading: boolean;
  applied: ReportFilterItem[];
  busy: boolean;
  onApply: (filters: ReportFilterItem[]) => void;
}

const selectionOf = (filters: readonly ReportFilterItem[]): Selection =>
  Object.fromEntries(filters.map((f) => [f.dataset_filterable_id, f.value]));

const filtersOf = (selection: Selection): ReportFilterItem[] =>
  Object.entries(selection)
    .filter(([, value]) => value.length > 0)
    .map(([id, value]) => ({ dataset_filterable_id: id, value }));

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
  const [draft, setDraft] = useState<Selection>(() => selectionOf(applied));
  const [lastApplied, setLastApplied] = useState(applied);
  // The URL changed under the panel (a shared link, Reset): show what is applied.
  if (JSON.stringify(lastApplied) !== JSON.stringify(applied)) {
    setLastApplied(applied);
    setDraft(selectionOf(applied));
  }
  const draftFilters = filtersOf(draft);
  const changed = JSON.stringify(draftFilters) !== JSON.stringify(filtersOf(selectionOf(applied)));
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby="trend-filters-heading"
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draftFilters);
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
          <Autocomplete
            key={filterable.id}
            multiple
            freeSolo={!filterable.values}
            size="small"
            options={filterable.values ?? []}
            value={draft[filterable.id] ?? []}
            onChange={(_event, value) => setDraft((d) => ({ ...d, [filterable.id]: value }))}
            renderValue={renderChips}
            renderInput={(params) => (
              <TextField
                {...params}
                label={filterable.name}
                placeholder={filterable.values ? undefined : t`Type a value, then Enter`}
              />
            )}
          />
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button
          type="button"
          disabled={draftFilters.length === 0 && applied.length === 0}
          onClick={() => {
            setDraft({});
            onApply([]);
          }}
        >
          <Trans>Reset</Trans>
        </Button>
        <Button type="submit" variant="contained" disabled={!changed} loading={busy && !changed}>
          <Trans>Apply</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
