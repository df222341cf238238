import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { renderChips } from '../../../components/chip-values';

interface FilterValueFieldProps {
  /** The filterable's name, shown as the label. */
  label: string;
  /** Where the label alone would be ambiguous (group B's fields beside the page's own). */
  accessibleName?: string;
  placeholder: string | undefined;
  /** The service's `values` for the filterable; without them the user types values. */
  offered: readonly string[] | undefined;
  /** Where values are typed: ones to offer all the same, such as values that matched before. */
  suggestions?: readonly string[];
  value: string[];
  onChange: (values: string[]) => void;
}

/**
 * The values chosen for one filterable (OR-ed), as chips: picked from the service's list, or typed
 * (Enter adds one) where the service sends none. The list stays open for picking several.
 */
export function FilterValueField({
  label,
  accessibleName,
  placeholder,
  offered,
  suggestions,
  value,
  onChange,
}: FilterValueFieldProps) {
  return (
    <Autocomplete
      multiple
      size="small"
      freeSolo={!offered}
      options={offered ?? suggestions ?? []}
      value={value}
      // A typed value is matched exactly: a stray space would match nothing.
      onChange={(_, values) => onChange(values.map((item) => item.trim()).filter(Boolean))}
      disableCloseOnSelect
      renderValue={renderChips}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          slotProps={
            accessibleName === undefined
              ? params.slotProps
              : {
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'aria-label': accessibleName },
                }
          }
        />
      )}
    />
  );
}
