import { act, renderHook } from '@testing-library/react';
import { useCallback, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useOverlayHistory, type WriteOverlay } from './overlay-history';

/**
 * A list page whose detail drawer is opened by `?item=`, as the attitude library's is, on a memory
 * router whose history is `entries` (the last one current): the hook's open and close, the
 * location, and the router to press Back with.
 */
function renderOverlay(entries: string[]) {
  let location = '';
  function Probe({ children }: { children: ReactNode }) {
    const current = useLocation();
    location = `${current.pathname}${current.search}`;
    return <>{children}</>;
  }
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter(
      [
        { path: '/home', element: <Probe>home</Probe> },
        { path: '/list', element: <Probe>{children}</Probe> },
      ],
      { initialEntries: entries, initialIndex: entries.length - 1 },
    );
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(
    () => {
      const [params, setParams] = useSearchParams();
      const write = useCallback<WriteOverlay>(
        (value, options) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (value) next.set('item', value);
            else next.delete('item');
            return next;
          }, options),
        [setParams],
      );
      return useOverlayHistory(params.get('item') ?? undefined, write);
    },
    { wrapper },
  );
  const back = () => act(() => router!.navigate(-1));
  return { hook, location: () => location, back, router: () => router! };
}

describe('useOverlayHistory', () => {
  it('makes opening a history entry, so Back closes the overlay', async () => {
    const { hook, location, back } = renderOverlay(['/home', '/list']);
    act(() => hook.result.current.open('a'));
    expect(location()).toBe('/list?item=a');
    await back();
    expect(location()).toBe('/list');
  });

  it('closes by going back over its entry, so Back after closing does not open it again', async () => {
    const { hook, location, back } = renderOverlay(['/home', '/list']);
    act(() => hook.result.current.open('a'));
    await act(async () => hook.result.current.close());
    expect(location()).toBe('/list');
    await back();
    expect(location()).toBe('/home');
  });

  it('shows another item in the place of the one shown, so one Back still closes it', async () => {
    const { hook, location, back } = renderOverlay(['/home', '/list']);
    act(() => hook.result.current.open('a'));
    act(() => hook.result.current.open('b'));
    expect(location()).toBe('/list?item=b');
    await back();
    expect(location()).toBe('/list');
    await back();
    expect(location()).toBe('/home');
  });

  it('closes an item switched to by going back over the entry that opened the first', async () => {
    const { hook, location, back } = renderOverlay(['/home', '/list']);
    act(() => hook.result.current.open('a'));
    act(() => hook.result.current.open('b'));
    await act(async () => hook.result.current.close());
    expect(location()).toBe('/list');
    await back();
    expect(location()).toBe('/home');
  });

  it('closes an overlay a link opened in place, without leaving the page it is on', async () => {
    const { hook, location, back } = renderOverlay(['/home', '/list?item=a']);
    act(() => hook.result.current.close());
    expect(location()).toBe('/list');
    await back();
    expect(location()).toBe('/home');
  });

  it('switches items of an overlay a link opened in place too, and closes it in place', async () => {
    const { hook, location, back } = renderOverlay(['/home', '/list?item=a']);
    act(() => hook.result.current.open('b'));
    expect(location()).toBe('/list?item=b');
    act(() => hook.result.current.close());
    expect(location()).toBe('/list');
    await back();
    expect(location()).toBe('/home');
  });

  it('opens and closes on the URL as it is now, keeping what else changed in it', async () => {
    const { hook, location, router } = renderOverlay(['/home', '/list?item=a']);
    await act(() => router().navigate('/list?q=tea&item=a'));
    act(() => hook.result.current.close());
    expect(location()).toBe('/list?q=tea');
    await act(() => router().navigate('/list?q=coffee'));
    act(() => hook.result.current.open('b'));
    expect(location()).toBe('/list?q=coffee&item=b');
  });

  it('keeps open and close the same functions while the URL stays, for memoised charts', () => {
    const { hook } = renderOverlay(['/list?item=a']);
    const first = hook.result.current;
    hook.rerender();
    expect(hook.result.current.open).toBe(first.open);
    expect(hook.result.current.close).toBe(first.close);
  });
});
