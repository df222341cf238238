import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from './use-element-width';

let observed: ((width: number) => void)[] = [];
let read: ReturnType<typeof vi.spyOn>;

function Probe({ remember, later }: { remember?: string; later?: boolean }) {
  const [ref, width] = useElementWidth<HTMLDivElement>({ remember, later });
  return (
    <div ref={ref} data-testid="probe">
      {width}
    </div>
  );
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(report: ResizeObserverCallback) {
        observed.push((width) =>
          report([{ contentRect: { width } } as ResizeObserverEntry], this as never),
        );
      }
      observe() {}
      disconnect() {}
    },
  );
  read = vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ width: 640.7 } as DOMRect);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useElementWidth', () => {
  it('reads the width as the element is attached, then follows the resize observer', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('640');
    act(() => observed[0]!(500));
    expect(screen.getByTestId('probe')).toHaveTextContent('500');
  });

  it('starts a remembered chart mounted again at its last width, reading no layout', () => {
    const first = render(<Probe remember="test-chart" />);
    act(() => observed[0]!(720));
    first.unmount();
    read.mockClear();
    render(<Probe remember="test-chart" />);
    expect(screen.getByTestId('probe')).toHaveTextContent('720');
    expect(read).not.toHaveBeenCalled();
    // The window changed meanwhile: the observer's first report corrects it.
    act(() => observed.at(-1)!(610));
    expect(screen.getByTestId('probe')).toHaveTextContent('610');
  });

  it('remembers no width of a box that had none (hidden, or not laid out)', () => {
    read.mockReturnValue({ width: 0 } as DOMRect);
    render(<Probe remember="hidden-chart" />).unmount();
    read.mockReturnValue({ width: 640 } as DOMRect);
    render(<Probe remember="hidden-chart" />);
    expect(screen.getByTestId('probe')).toHaveTextContent('640');
  });

  it('leaves a large chart (later) to the observer, remembered or not', () => {
    render(<Probe remember="large-chart" later />);
    expect(screen.getByTestId('probe')).toHaveTextContent('0');
    expect(read).not.toHaveBeenCalled();
    act(() => observed[0]!(800));
    expect(screen.getByTestId('probe')).toHaveTextContent('800');
  });
});
