import Dialog, { type DialogProps } from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * A dialog that takes the whole screen on a phone, where a centred box would leave its form a
 * sliver between margins, and is a full-width box up to `maxWidth` (sm unless said) elsewhere.
 */
export function ResponsiveDialog({ maxWidth = 'sm', ...props }: DialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return <Dialog fullScreen={fullScreen} maxWidth={maxWidth} fullWidth {...props} />;
}
