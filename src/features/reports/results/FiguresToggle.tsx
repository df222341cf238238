import { Trans, useLingui } from '@lingui/react/macro';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { FigureMode } from '../../../charts/chart-types';

/** Which figures a quadrant plots: rebased means or agreed shares; the report's and compare mode's. */
export function FiguresToggle({
  figures,
  onChange,
}: {
  figures: FigureMode;
  onChange: (figures: FigureMode) => void;
}) {
  const { t } = useLingui();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={figures}
      onChange={(_, value: FigureMode | null) => value && onChange(value)}
      aria-label={t`Figures plotted`}
    >
      <ToggleButton value="rebased">
        <Trans>Rebased</Trans>
      </ToggleButton>
      <ToggleButton value="agreed">
        <Trans>Agreed</Trans>
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
