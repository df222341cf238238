import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatInteger } from '../../../lib/format';

/** The dataset's columns, each to keep or leave out, with all and none at once. */
export function ColumnPicker({
  columns,
  omitted,
  onChange,
  disabled,
}: {
  columns: string[];
  omitted: ReadonlySet<string>;
  onChange: (omitted: Set<string>) => void;
  disabled: boolean;
}) {
  const columnsLabelId = useId();
  const kept = columns.length - omitted.size;
  const included = formatInteger(kept);
  const columnCount = formatInteger(columns.length);
  const toggle = (column: string) => {
    const next = new Set(omitted);
    if (next.has(column)) next.delete(column);
    else next.add(column);
    onChange(next);
  };
  return (
    <>
      {/* Named by aria-labelledby: a <legend> inside the row beside the buttons would not be
          the fieldset's first child, and so would not name it. */}
      <Box
        component="fieldset"
        aria-labelledby={columnsLabelId}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
        disabled={disabled}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id={columnsLabelId} component="span" variant="subtitle2">
            <Trans>
              Columns ({included} of {columnCount} included)
            </Trans>
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => onChange(new Set())} disabled={omitted.size === 0}>
              <Trans context="columns">All</Trans>
            </Button>
            <Button size="small" onClick={() => onChange(new Set(columns))} disabled={kept === 0}>
              <Trans context="columns">None</Trans>
            </Button>
          </Stack>
        </Stack>
        <Typography variant="caption" color="textSecondary">
          <Trans>Untick the columns to leave out.</Trans>
        </Typography>
        <FormGroup
          sx={{
            mt: 1,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            // In a dialog window the list scrolls in a box of its own; full screen on a phone,
            // the whole dialog scrolls, and a box would leave the screen's lower half empty.
            maxHeight: { sm: 280 },
            overflowY: { sm: 'auto' },
          }}
        >
          {columns.map((column) => (
            <FormControlLabel
              key={column}
              control={
                <Checkbox
                  size="small"
                  checked={!omitted.has(column)}
                  onChange={() => toggle(column)}
                />
              }
              label={
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {column}
                </Typography>
              }
            />
          ))}
        </FormGroup>
      </Box>
    </>
  );
}
