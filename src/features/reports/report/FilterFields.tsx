import type { Dispatch, SetStateAction } from 'react';
import { useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { components } from '../../../api/schema.gen';
import { renderChips } from '../../../components/chip-values';
import type { FilterSelection } from '../shared/report-view';

type Filterable = components['schemas']['Filterable'];

/** One multi-select per filterable: its values offered, or typed where the service lists none. */
export function FilterFields({
  filterables,
  draft,
  onChange,
  suggestions,
}: {
  filterables: Filterable[];
  draft: FilterSelection;
  onChange: Dispatch<SetStateAction<FilterSelection>>;
  /** Per filterable without a `values` list: values that matched before, to suggest. */
  suggestions: Record<string, string[]> | undefined;
}) {
  const { t } = useLingui();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(auto-fill, minmax(220px, 1fr))',
        },
      }}
    >
      {filterables.map((filterable) => {
        const offered = filterable.values;
        return (
          <Autocomplete
            key={filterable.id}
            multiple
            size="small"
            freeSolo={!offered}
            options={offered ?? suggestions?.[filterable.id] ?? []}
            value={draft[filterable.id] ?? []}
            onChange={(_, values) =>
              onChange((current) => ({
                ...current,
                [filterable.id]: values.map((value) => value.trim()).filter(Boolean),
              }))
            }
            disableCloseOnSelect
            renderValue={renderChips}
            renderInput={(params) => (
              <TextField
                {...params}
                label={filterable.name}
                placeholder={
                  (draft[filterable.id]?.length ?? 0) > 0
                    ? undefined
                    : offered
                      ? t({ message: 'Any', context: 'filter value' })
                      : t`Type a value, press Enter`
                }
              />
            )}
          />
        );
      })}
    </Box>
  );
}
