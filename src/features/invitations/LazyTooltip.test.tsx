import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
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
});
