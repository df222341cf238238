import { useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { renderChips } from '../../../components/chip-values';
import { FIGURES, type Figure, type TrendAttitudeChoice } from './trend-data';
import { FIGURE_LABELS } from './trend-labels';
import type { TrendPageView } from './trend-view';

interface TrendControlsProps {
  choices: TrendAttitudeChoice[];
  chosen: TrendAttitudeChoice[];
  view: TrendPageView;
  onChange: (change: Partial<TrendPageView>) => void;
}

/** Which attitude figure the lines follow, and for which attitudes (the main score always). */
export function TrendControls({ choices, chosen, view, onChange }: TrendControlsProps) {
  const { t, i18n } = useLingui();
  const keywordOf = (id: string) => choices.find((choice) => choice.id === id)?.keyword ?? id;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        px: 2,
        pt: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
      }}
    >
      <TextField
        select
        size="small"
        label={t`Attitude figure`}
        value={view.figure}
        onChange={(event) => onChange({ figure: event.target.value as Figure })}
      >
        {FIGURES.map((figure) => (
          <MenuItem key={figure} value={figure}>
            {i18n._(FIGURE_LABELS[figure])}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        size="small"
        options={choices.map((choice) => choice.id)}
        value={chosen.map((choice) => choice.id)}
        getOptionLabel={keywordOf}
        onChange={(_event, value) => onChange({ attitudes: value })}
        renderValue={(ids, getItemProps) => renderChips(ids.map(keywordOf), getItemProps)}
        renderInput={(params) => <TextField {...params} label={t`Attitudes`} />}
      />
    </Box>
  );
}
