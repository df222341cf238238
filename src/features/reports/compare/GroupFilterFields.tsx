import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { components } from '../../../api/schema.gen';
import { FilterValueField } from '../shared/FilterValueField';
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
        const value = selection[filterable.id] ?? [];
        const filterName = filterable.name;
        return (
          <FilterValueField
            key={filterable.id}
            label={filterName}
            accessibleName={t`${group}: ${filterName}`}
            placeholder={
              value.length > 0 ? undefined : filterable.values ? t`Any` : t`Type, press Enter`
            }
            offered={filterable.values}
            value={value}
            onChange={(values) => onChange({ ...selection, [filterable.id]: values })}
          />
        );
      })}
    </Box>
  );
}
