import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { TabBar } from './TabBar';

const TABS = [
  { value: 'results', label: 'Results' },
  { value: 'sentiment', label: 'Sentiment' },
] as const;

describe('TabBar', () => {
  it('marks the tab in view, and only that one is in the tab order', () => {
    renderWithApp(
      <TabBar label="Report views" tabs={TABS} value="sentiment" onChange={() => {}} />,
    );
    expect(screen.getByRole('tablist', { name: 'Report views' })).toBeInTheDocument();
    const results = screen.getByRole('tab', { name: 'Results' });
    const sentiment = screen.getByRole('tab', { name: 'Sentiment' });
    expect(sentiment).toHaveAttribute('aria-selected', 'true');
    expect(results).toHaveAttribute('aria-selected', 'false');
    expect(sentiment).toHaveAttribute('tabindex', '0');
    expect(results).toHaveAttribute('tabindex', '-1');
    expect(sentiment).toHaveAttribute('aria-controls', 'panel-sentiment');
  });

  it('moves the focus with the arrow keys and opens a tab on Enter or a click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithApp(<TabBar label="Report views" tabs={TABS} value="results" onChange={onChange} />);
    const results = screen.getByRole('tab', { name: 'Results' });
    const sentiment = screen.getByRole('tab', { name: 'Sentiment' });
    await user.click(results);
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    expect(sentiment).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(results).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith('sentiment');
    onChange.mockClear();
    await user.click(sentiment);
    expect(onChange).toHaveBeenCalledWith('sentiment');
  });
});
