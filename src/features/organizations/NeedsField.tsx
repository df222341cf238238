import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { renderChips } from '../../components/chip-values';
import { formatInteger } from '../../lib/format';
import { LIMITS, normalizeNeeds } from './organization-form';

interface NeedsFieldProps {
  value: string[];
  onChange: (needs: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Needs as chips: type one, press Enter (or leave the field) to add it. A need over the limit is
 * refused while it is typed, so the chip list only ever holds what the service accepts.
 */
export function NeedsField({ value, onChange, error, disabled }: NeedsFieldProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const draftTooLong = draft.trim().length > LIMITS.need;

  const add = (items: string[]) => {
    if (items.some((item) => item.trim().length > LIMITS.need)) return;
    onChange(normalizeNeeds(items));
    setDraft('');
  };

  const max = formatInteger(LIMITS.need);
  const length = formatInteger(draft.trim().length);
  const need = draft.trim();
  const helper = draftTooLong
    ? t`A need has at most ${max} characters (this one has ${length}).`
    : (error ??
      (draft
        ? t`Press Enter to add “${need}”.`
        : t`What the organization wants from Pulse. Type one and press Enter; at most ${max} characters each.`));

  return (
    <Autocomplete
      multiple
      freeSolo
      options={[] as string[]}
      value={value}
      inputValue={draft}
      disabled={disabled}
      onInputChange={(_, next, reason) => {
        // Only typing (or the clear button) edits the draft. On Enter the Autocomplete empties
        // it as it adds the item; `add` does that itself, and keeps a refused need to be shortened.
        if (reason === 'input' || reason === 'clear') setDraft(next);
      }}
      onChange={(_, next) => add(next.map(String))}
      renderValue={renderChips}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t`Needs`}
          placeholder={value.length === 0 ? t`e.g. Employee engagement benchmarks` : undefined}
          error={draftTooLong || Boolean(error)}
          helperText={helper}
          onBlur={() => {
            if (draft.trim() && !draftTooLong) add([...value, draft]);
          }}
        />
      )}
    />
  );
}
