import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { CodeInfo } from '../../../lib/result-codes';

const COLORS = {
  positive: 'success',
  negative: 'error',
  info: 'primary',
  neutral: 'default',
} as const;

/** A result code as a labelled chip; the code's meaning is its tooltip. */
export function CodeChip({ info, prefix }: { info: CodeInfo; prefix?: string }) {
  return (
    <Tooltip title={info.description}>
      <Chip
        size="small"
        variant="outlined"
        color={COLORS[info.tone]}
        label={prefix ? `${prefix}: ${info.label}` : info.label}
      />
    </Tooltip>
  );
}
