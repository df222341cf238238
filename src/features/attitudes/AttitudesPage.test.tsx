import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../api/schema.gen';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithApp } from '../../test/render';
import AttitudesPage from './AttitudesPage';
import { nonEmpty } from '../../test/non-empty';

type Attitude = components['schemas']['Attitude'];

function attitude(id: string, keyword: string, overrides: Partial<Attitude> = {}): Attitude {
  return {
    id,
    keyword,
    description: `${keyword} description`,
    explanation: `${keyword} explanation`,
    classification: 'FE',
    ppp_classification: 'NA',
    content_icon_url: '',
    meta: null,
    model_version: { id: 1, name: 'Staff 2025', audience: 'Staff', sequence: 1, audience_type: 2 },
    content_recommendations: [
      { header: 'Say thank you', subtext: 'Often.', example: 'A note.', why: 'It works.' },
    ],
    content_studies: [
      { title: 'A real study', link: 'https://research.example.org/a' },
      { title: 'A suspicious study', link: 'javascript:alert(1)' },
    ],
    ...overrides,
  };
}

const A1 = '50000000-0000-4000-8000-000000000001';
const A2 = '50000000-0000-4000-8000-000000000002';

/**
 * A service with only the published interface: it ignores `search` and sends the page asked for,
 * here the first two of a library of `count` attitudes.
 */
function stubAttitudes(count = 2) {
  return stubFetch(() =>
    json({
      count,
      next: null,
      previous: null,
      results: [
        attitude(A1, 'Recognition'),
        attitude(A2, 'Workload', { classification: 'XX', description: 'Hours are fair.' }),
      ],
    }),
  );
}

/** The queries of the requests for the list itself, not the one asking whether the service searches. */
const listQueries = (requests: Request[]) =>
  requests
    .map((r) => new URL(r.url).searchParams)
    .filter((query) => query.get('page_size') !== '1');

afterEach(() => vi.unstubAllGlobals());

// MUI dialogs and selects render slowly in jsdom on a busy machine.
describe('attitude library', { timeout: 60_000 }, () => {
  it('keeps the audience tab in the URL and asks the service for that audience', async () => {
    const { requests } = stubAttitudes();
    const user = userEvent.setup();
    const { router } = renderWithApp(<AttitudesPage />, { path: '/attitudes?audience_type=2' });
    expect(await screen.findByRole('tab', { name: 'Employees' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(listQueries(requests)[0]?.get('audience_type')).toBe('2');
    await user.click(screen.getByRole('tab', { name: 'Donors' }));
    expect(router.state.location.search).toBe('?audience_type=3');
    await waitFor(() => expect(listQueries(requests).at(-1)?.get('audience_type')).toBe('3'));
  });

  it('searches the whole library through the service, from the first page', async () => {
    const { requests } = stubFetch((request) => {
      const search = new URL(request.url).searchParams.get('search');
      const all = [attitude(A1, 'Recognition'), attitude(A2, 'Workload')];
      const results = search ? all.filter((a) => a.keyword.toLowerCase().includes(search)) : all;
      return json({ count: results.length, next: null, previous: null, results });
    });
    const user = userEvent.setup();
    const { router } = renderWithApp(<AttitudesPage />, { path: '/attitudes?page=3' });
    const field = await screen.findByRole('searchbox', { name: 'Search all attitudes' });
    expect(field).toHaveAccessibleDescription(
      "Looks in every attitude's keyword, description and explanation.",
    );
    await user.type(field, 'work');
    expect(await screen.findByText('1 attitude matches “work”.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recognition' })).not.toBeInTheDocument();
    const searched = listQueries(requests).filter((query) => query.get('search') !== null);
    // The service is asked for what was typed, from the first page. (How many requests depends on
    // how long each key takes to handle: on a loaded machine the pause can come between keys.)
    expect(searched.at(-1)?.get('search')).toBe('work');
    expect(nonEmpty(searched).every((query) => (query.get('page') ?? '1') === '1')).toBe(true);
    expect(field).toHaveValue('work');
    expect(router.state.location.search).toBe('?q=work');
  });

  it('writes nothing into the next page’s URL when left while a search waits', async () => {
    stubAttitudes();
    const user = userEvent.setup();
    const { router } = renderWithApp(<AttitudesPage />, {
      path: '/attitudes',
      routes: [{ path: '/segments', element: <p>Segments page</p> }],
    });
    await user.type(await screen.findByRole('searchbox', { name: /^Search/ }), 'tr');
    await act(() => router.navigate('/segments'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.pathname + router.state.location.search).toBe('/segments');
  });

  it('narrows the loaded page where the service cannot search, and says so', async () => {
    const { requests } = stubAttitudes(45);
    const user = userEvent.setup();
    const { router } = renderWithApp(<AttitudesPage />, { path: '/attitudes?page=2' });
    expect(await screen.findByRole('heading', { name: 'Workload' })).toBeInTheDocument();
    expect(screen.getByText('XX')).toBeInTheDocument();
    const field = await screen.findByRole('searchbox', { name: 'Search this page' });
    expect(field).toHaveAccessibleDescription(
      'This service does not search, so only the attitudes on this page are narrowed.',
    );
    await user.type(field, 'hours');
    expect(
      await screen.findByText('1 of 2 attitudes on this page match “hours”.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recognition' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Workload' })).toBeInTheDocument();
    // Narrowing stays on the page it narrows, and asks the service nothing it would ignore.
    expect(router.state.location.search).toBe('?page=2&q=hours');
    expect(nonEmpty(listQueries(requests)).every((query) => query.get('search') === null)).toBe(
      true,
    );

    // Both attitudes of the page match: still this page's, not "45 attitudes match".
    await user.clear(field);
    await user.type(field, 'explanation');
    expect(
      await screen.findByText('2 of 2 attitudes on this page match “explanation”.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/45 attitudes match/)).not.toBeInTheDocument();
  });

  it('closes the detail over its own history entry, so Back does not open it again', async () => {
    stubAttitudes();
    const user = userEvent.setup();
    const { router } = renderWithApp(<AttitudesPage />, { path: '/attitudes' });
    await user.click(await screen.findByRole('button', { name: 'View details of Recognition' }));
    expect(await screen.findByRole('dialog', { name: 'Recognition' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?attitude=${A1}`);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.key).toBe('default');
  });

  it('opens the detail from the URL, with safe study links only', async () => {
    stubAttitudes();
    renderWithApp(<AttitudesPage />, { path: `/attitudes?attitude=${A1}` });
    const dialog = within(await screen.findByRole('dialog', { name: 'Recognition' }));
    expect(dialog.getByRole('heading', { name: 'Say thank you' })).toBeInTheDocument();
    const study = dialog.getByRole('link', { name: /A real study/ });
    expect(study).toHaveAttribute('target', '_blank');
    expect(study).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog.getByText('A suspicious study')).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: /suspicious/ })).not.toBeInTheDocument();
  });

  it('explains an empty audience', async () => {
    stubFetch(() => json({ count: 0, next: null, previous: null, results: [] }));
    renderWithApp(<AttitudesPage />, { path: '/attitudes?audience_type=0' });
    expect(await screen.findByText('No attitudes without an audience')).toBeInTheDocument();
  });
});
