import { act, render, screen } from '@testing-library/react';
import { I18nWrapper } from '../test/render';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { withSurvivingLazy } from './lazy-route';
import { RouteErrorBoundary } from './RouteErrorBoundary';

describe('a route whose code fails to download', () => {
  it('shows the error page instead of nothing, and the page once its code arrives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let serverUp = false;
    const lazy = vi.fn(async () => {
      if (!serverUp) throw new TypeError('Failed to fetch dynamically imported module: /x.js');
      return { Component: () => <h1>Segments</h1> };
    });
    const routes: RouteObject[] = [
      {
        path: '/',
        element: <Outlet />,
        children: [
          { index: true, element: <h1>Home</h1> },
          withSurvivingLazy({ path: 'segments', ErrorBoundary: RouteErrorBoundary, lazy }),
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />, { wrapper: I18nWrapper });
    await screen.findByRole('heading', { name: 'Home' });

    await act(() => router.navigate('/segments'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();

    // The server is back: the next visit asks for the code again and shows the page.
    serverUp = true;
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/segments'));
    expect(await screen.findByRole('heading', { name: 'Segments' })).toBeInTheDocument();
  });
});
