import { Trans, useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { components } from '../../../api/schema.gen';
import { renderChips } from '../../../components/chip-values';
import type { FilterSelection } from '../shared/report-view';

type Filterable = components['schemas']['Filterable'];

interface GroupFilterFieldsProps {
  filterables: readonly Filterable[];
  selection: FilterSelection;
  onChange: (selection: FilterSelection) => void;
  /** Prefix of each field's label, e.g. "Group B": two groups' fields must not share names. */
  group: string;
}

/**
 * One multi-select per filterable for a comparison's group, as the filter panel offers them
 * (values within one are OR-ed, filterables AND-ed); typed values where the service lists none.
 */
export function GroupFilterFields({
  filterables,
  selection,
  onChange,
  group,
}: GroupFilterFieldsProps) {
  const { t } = useLingui();
  if (filterables.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        <Trans>This configuration has nothing to filter by.</Trans>
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {filterables.map((filterable) => {
        const offered = filterable.values;
        const value = selection[filterable.id] ?? [];
        const filterName = filterable.name;
        return (
          <Autocomplete
            key={filterable.id}
            multiple
            size="small"
            freeSolo={!offered}
            options={offered ?? []}
            value={value}
            onChange={(_, values) =>
              onChange({
                ...selection,
                [filterable.id]: values.map((item) => item.trim()).filter(Boolean),
              })
            }
            disableCloseOnSelect
            renderValue={renderChips}
            renderInput={(params) => (
              <TextField
                {...params}
                label={filterable.name}
                placeholder={value.length > 0 ? undefined : offered ? t`Any` : t`Type, press Enter`}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: {
                    ...params.slotProps.htmlInput,
                    'aria-label': t`${group}: ${filterName}`,
                  },
                }}
              />
            )}
          />
        );
      })}
    </Box>
  );
}
