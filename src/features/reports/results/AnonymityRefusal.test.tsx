import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render';
import { AnonymityRefusal, refusedForAnonymity } from './AnonymityRefusal';
import { readyResult } from '../shared/report.fixture';

const refused = readyResult([], {
  state: {
    status: 'insufficient_data',
    status_message: 'withheld',
    observations_data_pending: '',
    text_analysis_data_pending: '',
    reason: 'anonymity',
    widen: [
      {
        filterable: { id: '00000000-0000-4000-8000-0000000000f2', name: 'Gender' },
        values: ['Non-binary', 'Prefer not to say'],
      },
    ],
  },
  population_size: -1,
});

describe('AnonymityRefusal', () => {
  it('tells only anonymity refusals apart from the privacy floor', () => {
    expect(refusedForAnonymity(refused)).toBe(true);
    const floor = { ...refused, state: { ...refused.state, reason: undefined } };
    expect(refusedForAnonymity(floor)).toBe(false);
  });

  it('says why, names the values to choose together, shows no count, and resets', async () => {
    const onReset = vi.fn();
    renderWithApp(<AnonymityRefusal result={refused} showingPrevious onResetFilters={onReset} />);
    const alert = screen.getByTestId('anonymity-refusal');
    expect(alert).toHaveTextContent('Hidden to keep respondents anonymous');
    expect(alert).toHaveTextContent(
      'For Gender, choose “Non-binary” and “Prefer not to say” together.',
    );
    expect(alert).toHaveTextContent('still those of your previous filters');
    expect(alert.textContent).not.toMatch(/\d/);
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledOnce();
  });
});
