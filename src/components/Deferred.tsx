import { useDeferredValue, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';

interface DeferredProps {
  /** The part's height, so that nothing moves when it arrives (a number or per breakpoint). */
  height: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;
  /** What the placeholder says to a screen reader while it stands in. */
  label?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * Renders `children` in a background render that follows the one drawing the rest of the page:
 * for a costly part the page's figures should not wait for (a panel of comboboxes). Until then a
 * placeholder of its height holds its place.
 */
export function Deferred({ height, label, sx, children }: DeferredProps) {
  const ready = useDeferredValue(true, false);
  if (ready) return children;
  return (
    <Skeleton
      variant="rounded"
      aria-label={label}
      sx={[{ height }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
