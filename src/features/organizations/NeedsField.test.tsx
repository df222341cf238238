import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { NeedsField } from './NeedsField';

function Harness() {
  const [needs, setNeeds] = useState<string[]>([]);
  return <NeedsField value={needs} onChange={setNeeds} />;
}

describe('NeedsField', () => {
  it('adds a need on Enter, and keeps one over the limit in the field to be shortened', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Needs' });

    await user.type(input, 'Benchmarks{Enter}');
    expect(screen.getByRole('button', { name: 'Benchmarks' })).toBeInTheDocument();
    expect(input).toHaveValue('');

    const long = 'x'.repeat(300);
    await user.click(input);
    await user.paste(long);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue(long);
    expect(screen.getByText(/at most 255 characters \(this one has 300\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: long })).not.toBeInTheDocument();
  });
});
