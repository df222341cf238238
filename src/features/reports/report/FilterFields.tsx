import type { Dispatch, SetStateAction } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import type { components } from '../../../api/schema.gen';
import { FilterValueField } from '../shared/FilterValueField';
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
        const value = draft[filterable.id] ?? [];
        return (
          <FilterValueField
            key={filterable.id}
            label={filterable.name}
            placeholder={
              value.length > 0
                ? undefined
                : filterable.values
                  ? t({ message: 'Any', context: 'filter value' })
                  : t`Type a value, press Enter`
            }
            offered={filterable.values}
            suggestions={suggestions?.[filterable.id]}
            value={value}
            onChange={(values) => onChange((current) => ({ ...current, [filterable.id]: values }))}
          />
        );
      })}
    </Box>
  );
}
