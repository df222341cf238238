import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadable } from './loadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('loadable', () => {
  it('shows the fallback until the code arrives, then the component with its props', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const { Component: Lazy } = loadable(load);
    render(<Lazy name="Ada" fallback={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders preloaded code at once, without a fallback', async () => {
    const { Component: Lazy, preload } = loadable(() => Promise.resolve({ default: Greeting }));
    await preload();
    render(<Lazy name="Bo" fallback={<p>Loading…</p>} />);
    expect(screen.getByText('Hello Bo')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('prefetches quietly: a failed prefetch surfaces only when the component renders', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const { Component: Lazy, prefetch } = loadable(load);
    prefetch();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    render(<Lazy name="Di" fallback={<p>Loading…</p>} />);
    expect(await screen.findByText('Hello Di')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands a failed download to the error boundary, and fetches again on the next try', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Greeting });
    const { Component: Lazy, preload } = loadable(load);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Lazy name="Cy" fallback={<p>Loading…</p>} />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
    await expect(preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders the loaded component once, and then no more than its parent does', async () => {
    let renders = 0;
    function Counted({ name }: { name: string }) {
      renders++;
      return <p>Hello {name}</p>;
    }
    const { Component: Lazy, preload } = loadable(() => Promise.resolve({ default: Counted }));
    render(<Lazy name="Ed" fallback={<p>Loading…</p>} />);
    expect(await screen.findByText('Hello Ed')).toBeInTheDocument();
    await preload();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toBe(1);
  });
});
