import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { LazyTooltip } from './LazyTooltip';

function Row() {
  return (
    <>
      <button>Before</button>
      <LazyTooltip title="Dec 3, 2026, 5:21 AM" describeChild>
        <time dateTime="2026-12-03T05:21:00Z" tabIndex={0}>
          in 6 days
        </time>
      </LazyTooltip>
      <button>After</button>
    </>
  );
}

describe('LazyTooltip', () => {
  it('makes no tooltip until its element is wanted', async () => {
    renderWithApp(<Row />);
    await screen.findByText('in 6 days');
    expect(screen.getByText('in 6 days')).not.toHaveAttribute('aria-describedby');
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
  });

  it('keeps keyboard focus on its element when made, shows the tooltip and describes it', async () => {
    const user = userEvent.setup();
    renderWithApp(<Row />);
    await user.click(await screen.findByRole('button', { name: 'Before' }));
    await user.tab();

    const time = screen.getByText('in 6 days');
    expect(time).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Dec 3, 2026, 5:21 AM');
    expect(time).toHaveAttribute('aria-describedby', tooltip.id);

    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('shows the tooltip to the pointer once made', async () => {
    const user = userEvent.setup();
    renderWithApp(<Row />);
    await user.hover(await screen.findByText('in 6 days'));
    // The browser reports the pointer over the new element at its hover update or next move.
    await user.hover(screen.getByText('in 6 days'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dec 3, 2026, 5:21 AM');
  });

  describe('outside act, where React schedules as the browser does', () => {
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    let previous: boolean | undefined;
    beforeEach(() => {
      previous = env.IS_REACT_ACT_ENVIRONMENT;
      env.IS_REACT_ACT_ENVIRONMENT = false;
    });
    afterEach(() => {
      env.IS_REACT_ACT_ENVIRONMENT = previous;
    });

    it('is made as the pointer arrives, so a press and its release land on one element', async () => {
      renderWithApp(
        <LazyTooltip title="Revoke the invitation">
          <button>Revoke</button>
        </LazyTooltip>,
      );
      const arrived = await screen.findByRole('button', { name: 'Revoke' });
      arrived.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));

      const pressed = screen.getByRole('button');
      pressed.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      // A busy main thread: any render left to the scheduler happens here, before the release.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const released = screen.getByRole('button');

      // The browser clicks only when the press and the release have the same target.
      expect(released).toBe(pressed);
      expect(released).toBeInTheDocument();
    });
  });
});
