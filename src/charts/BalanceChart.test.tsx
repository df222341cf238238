import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BalanceChart from './BalanceChart';
import { shapeBalance } from './balance-data';
import type { ChartAttitude } from './chart-types';
import { renderWithApp } from '../test/render';

const attitude = (id: string, keyword: string, balance: number) =>
  ({ id, attitude_id: id, keyword, fulfillment_balance: balance }) as ChartAttitude;

const data = shapeBalance([
  attitude('a', 'Speed of service', -12),
  attitude('b', 'Friendly staff', 18),
  attitude('c', 'Clean rooms', 4),
]);

// jsdom lays nothing out: the chart's box is given a width, as a browser would.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 600,
  } as DOMRect);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bars = (container: HTMLElement) => [
  ...container.querySelectorAll<SVGRectElement>('rect.balance-bar'),
];
const edges = (bar: SVGRectElement) => {
  const x = Number(bar.getAttribute('x'));
  return [x, x + Number(bar.getAttribute('width'))];
};

describe('BalanceChart', () => {
  it('names every attitude, worst first, and draws its bar from zero to its balance', () => {
    const { container } = renderWithApp(<BalanceChart data={data} />);
    const names = [...container.querySelectorAll('.balance-name')].map((n) => n.textContent);
    expect(names).toEqual(['Speed of service', 'Clean rooms', 'Friendly staff']);
    const [short, small, large] = bars(container).map(edges);
    // The shortfall ends at zero from the left; the surpluses start there, in proportion.
    expect(short![1]).toBe(small![0]);
    expect(large![0]).toBe(small![0]);
    const zero = small![0]!;
    expect((large![1]! - zero) / (small![1]! - zero)).toBeCloseTo(18 / 4);
    expect((zero - short![0]!) / (small![1]! - zero)).toBeCloseTo(12 / 4);
  });

  it("opens an attitude from its bar and tells the hovered row's figures", () => {
    const onSelect = vi.fn();
    const { container } = renderWithApp(<BalanceChart data={data} onSelect={onSelect} />);
    const [first] = bars(container);
    fireEvent.click(first!);
    expect(onSelect).toHaveBeenCalledWith('a');

    const svg = container.querySelector('svg.chart-surface')!;
    const y = Number(first!.getAttribute('y')) + 2;
    fireEvent.mouseMove(svg, { clientX: 400, clientY: y });
    expect(screen.getByText('Balance −12 points · Unfulfilled')).toBeInTheDocument();
    fireEvent.mouseLeave(svg);
    expect(screen.queryByText(/Unfulfilled/)).not.toBeInTheDocument();
  });
});
