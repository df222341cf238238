import type { AutocompleteRenderValueGetItemProps } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';

/** A multiple Autocomplete's chosen values as small chips, each removable: its `renderValue`. */
export function renderChips(
  values: readonly string[],
  getItemProps: AutocompleteRenderValueGetItemProps<true>,
) {
  return values.map((value, index) => {
    const { key, ...itemProps } = getItemProps({ index });
    return <Chip key={key} size="small" label={value} {...itemProps} />;
  });
}
