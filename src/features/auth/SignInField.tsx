import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface SignInFieldProps {
  label: string;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  /** The field's error, shown below it in place of the (blank) helper line. */
  error: string | undefined;
}

/**
 * A required outlined text field, built from the parts TextField puts together. TextField also
 * imports Select (with Menu, Popover and Modal) for its `select` prop: about 40 KB of code on the
 * page most visits load first, where nothing is ever selected.
 */
export function SignInField({
  label,
  name,
  type,
  autoComplete,
  autoFocus,
  maxLength,
  value,
  onChange,
  error,
}: SignInFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" required error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={helperId}
        slotProps={{ input: { maxLength } }}
      />
      {/* A blank line keeps the form from moving when an error appears. */}
      <FormHelperText id={helperId}>{error || ' '}</FormHelperText>
    </FormControl>
  );
}
