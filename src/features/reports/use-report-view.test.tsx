import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { useReportView } from './report-view';

const seen = new Set<unknown>();

function Probe() {
  const { view, update } = useReportView();
  useEffect(() => {
    seen.add(update);
  });
  return (
    <>
      <p>sort {view.sort ?? 'none'}</p>
      <button onClick={() => update({ sort: '-importance' })}>Sort</button>
      <button onClick={() => update({ detail: 'a1' }, { replace: true })}>Open</button>
    </>
  );
}

configure({ asyncUtilTimeout: 10_000 });

describe('useReportView', () => {
  it('keeps one `update` across URL changes, and each update builds on the latest URL', async () => {
    const { router } = renderWithApp(<Probe />, { path: '/reports/r1?tab=sentiment' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sort' }));
    expect(await screen.findByText('sort -importance')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByText('sort -importance');
    expect(router.state.location.search).toBe('?tab=sentiment&sort=-importance&detail=a1');
    // Memoised charts and tables get the same callback whatever the URL holds.
    expect(seen.size).toBe(1);
  });
});
