import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { GroupTable as AttitudesTable } from './GroupTable';
import type { ResultAttitude } from '../../../queries/reports';
import { resultAttitude } from '../shared/report.fixture';

/** The shared fixture's attitude, with a three-digit name (sorted as shown) and its balance. */
function attitude(n: number, balance: number, overrides: Partial<ResultAttitude> = {}) {
  return resultAttitude(n, {
    keyword: `Attitude ${String(n).padStart(3, '0')}`,
    classification: balance >= 0 ? 'FE' : 'UE',
    performance_rebased: 60 + (n % 7),
    importance_rebased: 70 - (n % 5),
    fulfillment_balance: balance,
    ...overrides,
  });
}

configure({ asyncUtilTimeout: 10_000 });

describe('attitudes table', { timeout: 60_000 }, () => {
  it('lists every attitude of a large result, filled in a block at a time, each opening its detail', async () => {
    const attitudes = Array.from({ length: 120 }, (_, n) => attitude(n, n - 60));
    const onOpen = vi.fn();
    renderWithApp(
      <AttitudesTable
        attitudes={attitudes}
        base={undefined}
        sort={{ key: 'balance', descending: false }}
        onSort={() => {}}
        onOpen={onOpen}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Attitudes' });
    // The first block of rows comes with the table, the rest in a later task.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(121));
    const rows = within(table).getAllByRole('row');
    // Worst balance first; the name is a button, reachable by keyboard.
    const first = within(rows[1]!).getByRole('button', { name: 'Attitude 000' });
    const user = userEvent.setup({ delay: null });
    first.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(attitudes[0]!.id);
    // A click anywhere on the row opens it too.
    await user.click(within(rows[2]!).getByText('Strength'));
    expect(onOpen).toHaveBeenLastCalledWith(attitudes[1]!.id);
  });

  it('sorts by a column header and names the commenters', async () => {
    const attitudes = [
      attitude(1, -5),
      attitude(2, 3, {
        comments: {
          count: 4,
          commenters: ['Ann Lee', 'Bo Chan', 'Cy Diaz'].map((full_name) => ({ full_name })),
        },
      }),
    ] as ResultAttitude[];
    const onSort = vi.fn();
    renderWithApp(
      <AttitudesTable
        attitudes={attitudes}
        base={undefined}
        sort={{ key: 'balance', descending: false }}
        onSort={onSort}
        onOpen={() => {}}
      />,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Balance' }));
    expect(onSort).toHaveBeenCalledWith({ key: 'balance', descending: true });
    await user.click(screen.getByRole('button', { name: 'Importance' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'importance', descending: false });
    expect(screen.getByText('Ann Lee, Bo Chan +1')).toBeInTheDocument();
    expect(screen.getByTitle('Ann Lee, Bo Chan, Cy Diaz')).toHaveTextContent('4');
  });
});
