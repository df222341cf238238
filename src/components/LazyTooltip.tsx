import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

interface ChildProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
}

/**
 * MUI's Tooltip, made when its element is first pointed at or focused rather than with the row.
 * A page of twenty invitations made sixty; each sets state as it mounts, which rendered every row
 * a second time before the table first showed (55 ms of a 1.6 s deep link, 12 alternating runs).
 *
 * Making it swaps the element for a new one under the Tooltip, so the swap is flushed within the
 * event that asks for it: left to the scheduler, it could land between a button's press and its
 * release, and the browser then makes no click (a quick action was lost this way on a busy CI
 * machine). Focus is put back on the new element (the Tooltip opens for it if focus came by
 * keyboard); the pointer over it is seen by Chromium's hover update, or at its next move.
 */
export function LazyTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & { children: ReactElement<ChildProps> }) {
  const [made, setMade] = useState<'pointer' | 'focus' | null>(null);
  const element = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    if (made === 'focus') element.current?.focus();
  }, [made]);

  if (made) {
    return <Tooltip {...props}>{cloneElement(children, { ref: element })}</Tooltip>;
  }
  return cloneElement(children, {
    onPointerEnter: (event) => {
      children.props.onPointerEnter?.(event);
      flushSync(() => setMade('pointer'));
    },
    onFocus: (event) => {
      children.props.onFocus?.(event);
      flushSync(() => setMade('focus'));
    },
  });
}
