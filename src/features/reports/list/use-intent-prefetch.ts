import { useEffect, useRef } from 'react';

/** Long enough that a pointer passing over a list does not count, short beside a click. */
const INTENT_DELAY = 80;

/**
 * Handlers that call `prefetch` when the user shows an intent to open a link: the pointer rests
 * on it for a moment, or it takes keyboard focus. The answer is then on its way before the click.
 */
export function useIntentPrefetch(prefetch: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  return {
    onPointerEnter: () => {
      cancel();
      timer.current = setTimeout(prefetch, INTENT_DELAY);
    },
    onPointerLeave: cancel,
    onFocus: prefetch,
  };
}
