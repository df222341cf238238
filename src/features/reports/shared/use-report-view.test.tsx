import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { useDetailHistory, useReportView } from './report-view';

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

function SignificanceProbe() {
  const { view, update } = useReportView();
  return (
    <>
      <p>significant only {view.significantOnly ? 'on' : 'off'}</p>
      <button onClick={() => update({ significantOnly: !view.significantOnly }, { replace: true })}>
        Toggle
      </button>
    </>
  );
}

describe('the significant-only switch in the URL', () => {
  it('is read from sig=1, and switching it off and on again rewrites only that parameter', async () => {
    const { router } = renderWithApp(<SignificanceProbe />, {
      path: '/reports/r1?f=a:b&sig=1',
      route: '/reports/:id',
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('significant only on')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('significant only off')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?f=a%3Ab');
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('significant only on')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?f=a%3Ab&sig=1');
  });
});

function DetailProbe() {
  const { view, update } = useReportView();
  const { open, close } = useDetailHistory(view.detail, update);
  return (
    <>
      <p>detail {view.detail ?? 'none'}</p>
      <button onClick={() => open('a1')}>Open a1</button>
      <button onClick={() => open('a2')}>Open a2</button>
      <button onClick={close}>Close</button>
    </>
  );
}

describe('useDetailHistory', () => {
  it('opens the detail as one history entry, and closing it goes back over that entry', async () => {
    const { router } = renderWithApp(<DetailProbe />, {
      path: '/reports/r1?sort=-importance',
      route: '/reports/:id',
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open a1' }));
    expect(await screen.findByText('detail a1')).toBeInTheDocument();
    // Another attitude while one is shown replaces it rather than stacking up entries.
    await user.click(screen.getByRole('button', { name: 'Open a2' }));
    expect(await screen.findByText('detail a2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('detail none')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=-importance');
    // Back leaves the page's first entry instead of opening the detail again.
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.key).toBe('default');
  });

  it('closes a detail opened by a link without going back past the page', async () => {
    const { router } = renderWithApp(<DetailProbe />, {
      path: '/reports/r1?detail=a1',
      route: '/reports/:id',
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText('detail none')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports/r1');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
