import { useRef, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUntabbableLayers } from './use-untabbable-layers';

/** A chart whose layers arrive after its first render, as recharts' do. */
function Chart() {
  const ref = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  useUntabbableLayers(ref);
  return (
    <div ref={ref}>
      <button type="button" onClick={() => setDrawn(true)}>
        Draw
      </button>
      <svg>
        <g className="recharts-zIndex-layer_-100" data-testid="grid" />
        {drawn && <g className="recharts-zIndex-layer_2000" data-testid="labels" />}
        <g className="quadrant-point" role="button" tabIndex={0} aria-label="Trust" />
      </svg>
    </div>
  );
}

describe('useUntabbableLayers', () => {
  it("takes recharts' layers, present and added later, out of the tab order", async () => {
    render(<Chart />);
    expect(screen.getByTestId('grid')).toHaveAttribute('tabindex', '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(screen.getByTestId('labels')).toHaveAttribute('tabindex', '-1'));
  });

  it("leaves the chart's own focusable marks alone", () => {
    render(<Chart />);
    expect(screen.getByRole('button', { name: 'Trust' })).toHaveAttribute('tabindex', '0');
  });
});
