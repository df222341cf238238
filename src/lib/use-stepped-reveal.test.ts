import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSteppedReveal } from './use-stepped-reveal';

describe('useSteppedReveal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first step at once and one more per task until all are shown', () => {
    const { result } = renderHook(() => useSteppedReveal(3));
    expect(result.current).toBe(1);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(2);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(3);
    act(() => void vi.runAllTimers());
    expect(result.current).toBe(3);
  });

  it('can start with nothing, so even the first step comes a task later', () => {
    const { result } = renderHook(() => useSteppedReveal(2, { initial: 0 }));
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(1);
  });

  it('can let tasks pass before its first step, so another part draws first', () => {
    const { result } = renderHook(() => useSteppedReveal(2, { initial: 0, wait: 2 }));
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersToNextTimer());
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(1);
    act(() => void vi.runAllTimers());
    expect(result.current).toBe(2);
  });

  it('never shows more steps than there are, and none of nothing', () => {
    const { result, rerender } = renderHook(({ total }) => useSteppedReveal(total), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 2 });
    expect(result.current).toBe(1);
    act(() => void vi.runAllTimers());
    expect(result.current).toBe(2);
    rerender({ total: 1 });
    expect(result.current).toBe(1);
  });

  it('leaves no task behind once every step is shown', () => {
    const { result } = renderHook(() => useSteppedReveal(2));
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels the next step when the part is gone', () => {
    const { unmount } = renderHook(() => useSteppedReveal(5));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
