import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { AuthGate } from './AuthGate';

describe('AuthGate', () => {
  it('sends a signed-out visitor to sign-in once, while the sign-in page is still loading', async () => {
    let signInLoads = 0;
    const router = createMemoryRouter(
      [
        { path: '/', element: <AuthGate />, children: [{ index: true, element: <p>Home</p> }] },
        {
          path: '/login',
          // The sign-in page's code arrives a moment later, as it does from a deep link.
          lazy: async () => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            return { Component: () => <h1>Sign in</h1> };
          },
          loader: () => {
            signInLoads++;
            return null;
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // A second navigation to /login would run its loader again.
    expect(signInLoads).toBe(1);
  });
});
