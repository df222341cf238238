import { render, screen } from '@testing-library/react';
import { I18nWrapper } from '../test/render';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function renderThrowing(error: unknown) {
  const Broken = () => {
    throw error;
  };
  const router = createMemoryRouter(
    [{ path: '/segments', element: <Broken />, errorElement: <RouteErrorBoundary /> }],
    { initialEntries: ['/segments'] },
  );
  render(<RouterProvider router={router} />, { wrapper: I18nWrapper });
}

describe('RouteErrorBoundary', () => {
  it('shows a page with a heading and a way out instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderThrowing(new TypeError("Cannot read properties of undefined (reading 'map')"));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('This page could not be shown · Pulse');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    // The raw exception is for developers, not users.
    expect(screen.queryByText(/reading 'map'/)).not.toBeInTheDocument();
  });

  it('tells the user to reload when the page code did not arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderThrowing(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/server may be out of reach, or a newer version/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
