import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Writes the overlay's URL parameter: `undefined` removes it. */
export type WriteOverlay = (
  value: string | undefined,
  options: { replace?: boolean; state?: unknown },
) => void;

/**
 * For an overlay opened by a URL parameter (a drawer, a dialog): opening it is a history entry, so
 * Back closes it, as a phone user expects. Closing it goes back over that entry instead of adding
 * one, after which Back would open it again. An overlay opened by a link has no entry of ours
 * behind it: closing replaces it. Another item while one is shown takes its place.
 */
export function useOverlayHistory(shown: string | undefined, write: WriteOverlay) {
  const navigate = useNavigate();
  const location = useLocation();
  const openedHere = (location.state as { overlayOpened?: boolean } | null)?.overlayOpened === true;
  // Read when called, so both callbacks stay the same across renders (memoised charts take them).
  const current = useRef({ shown, openedHere });
  useLayoutEffect(() => {
    current.current = { shown, openedHere };
  });
  const open = useCallback(
    (id: string) => {
      const { shown, openedHere } = current.current;
      if (shown) write(id, { replace: true, state: { overlayOpened: openedHere } });
      else write(id, { state: { overlayOpened: true } });
    },
    [write],
  );
  const close = useCallback(() => {
    if (current.current.openedHere) void navigate(-1);
    else write(undefined, { replace: true });
  }, [navigate, write]);
  return { open, close };
}
