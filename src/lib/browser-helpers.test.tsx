import { QueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { safeFilename, saveBlob } from './download';
import { prefetchOnce } from './prefetch-once';
import { loadRuntimeConfig, RuntimeConfigContext, useRuntimeConfig } from './runtime-config';
import { type Session, SessionContext, useSession } from './session';
import { hasUnsavedChanges, holdUnsavedChanges } from './unsaved-changes';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('loadRuntimeConfig', () => {
  const serve = (response: Response | Error) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (response instanceof Error) throw response;
        return response;
      }),
    );
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('reads the API base URL and demo mode from /config.json', async () => {
    serve(json({ apiBaseUrl: 'https://api.example.com', demo: true }));
    expect(await loadRuntimeConfig()).toEqual({
      apiBaseUrl: 'https://api.example.com',
      demo: true,
    });
    expect(fetch).toHaveBeenCalledWith('/config.json');
  });

  it.each([
    ['a failed answer', json({ apiBaseUrl: 'x', demo: true }, 404)],
    ['no answer', new Error('offline')],
    ['a body that is not an object', json('text')],
    ['null', json(null)],
  ])('falls back to this origin and no demo on %s', async (_, response) => {
    serve(response);
    expect(await loadRuntimeConfig()).toEqual({ apiBaseUrl: '', demo: false });
  });

  it('takes only values of the right type: demo must be true itself', async () => {
    serve(json({ apiBaseUrl: 42, demo: 'true' }));
    expect(await loadRuntimeConfig()).toEqual({ apiBaseUrl: '', demo: false });
  });

  it('is handed to the app, and is this origin without demo hints where none was loaded', () => {
    expect(renderHook(() => useRuntimeConfig()).result.current).toEqual({
      apiBaseUrl: '',
      demo: false,
    });
    const loaded = { apiBaseUrl: 'https://api.example.com', demo: true };
    const { result } = renderHook(() => useRuntimeConfig(), {
      wrapper: ({ children }) => (
        <RuntimeConfigContext.Provider value={loaded}>{children}</RuntimeConfigContext.Provider>
      ),
    });
    expect(result.current).toBe(loaded);
  });
});

describe('safeFilename', () => {
  it('keeps a plain name and adds the extension', () => {
    expect(safeFilename('Q3 survey', 'csv')).toBe('Q3 survey.csv');
  });

  it('replaces what a file system refuses, and control characters, with one space', () => {
    expect(safeFilename('a/b\\c:d*e?f"g<h>i|j', 'csv')).toBe('a b c d e f g h i j.csv');
    expect(safeFilename('tab\there\nnew\u0000line', 'png')).toBe('tab here new line.png');
    expect(safeFilename('  many   spaces  ', 'csv')).toBe('many spaces.csv');
  });

  it('keeps 120 characters at most, and names an empty one "download"', () => {
    expect(safeFilename('x'.repeat(200), 'csv')).toBe(`${'x'.repeat(120)}.csv`);
    expect(safeFilename(' /// ', 'csv')).toBe('download.csv');
  });
});

describe('saveBlob', () => {
  it('clicks a download link to an object URL, then revokes the URL', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:pulse/1');
    const revoked = vi.fn();
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
      expect(document.body.contains(this)).toBe(true);
    });
    const blob = new Blob(['a,b']);
    saveBlob(blob, 'data.csv');
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.href).toBe('blob:pulse/1');
    expect(clicked[0]!.download).toBe('data.csv');
    expect(clicked[0]!.rel).toBe('noopener');
    expect(document.body.contains(clicked[0]!)).toBe(false);
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revoked).toHaveBeenCalledWith('blob:pulse/1');
  });
});

describe('unsaved changes', () => {
  it('are held until each holder lets go', () => {
    expect(hasUnsavedChanges()).toBe(false);
    const first = holdUnsavedChanges();
    const second = holdUnsavedChanges();
    expect(hasUnsavedChanges()).toBe(true);
    first();
    expect(hasUnsavedChanges()).toBe(true);
    second();
    expect(hasUnsavedChanges()).toBe(false);
  });
});

describe('prefetchOnce', () => {
  it('asks only for what the cache does not hold in any state', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryFn = vi.fn(async () => {
      throw new Error('refused');
    });
    prefetchOnce(client, { queryKey: ['thing'], queryFn });
    await vi.waitFor(() => expect(client.getQueryState(['thing'])?.status).toBe('error'));
    prefetchOnce(client, { queryKey: ['thing'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    prefetchOnce(client, { queryKey: ['other'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});

describe('useSession', () => {
  it('hands out the session of the signed-in app', () => {
    const session = { role: 2 } as unknown as Session;
    const { result } = renderHook(() => useSession(), {
      wrapper: ({ children }) => (
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      ),
    });
    expect(result.current).toBe(session);
  });

  it('refuses to run outside the signed-in app', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow(
      'useSession must be used inside the signed-in app',
    );
  });
});

describe('useFocusFirstInvalid', () => {
  function Form({ attempt, answer }: { attempt: number; answer?: unknown }) {
    const ref = useRef<HTMLFormElement>(null);
    useFocusFirstInvalid(ref, attempt, answer);
    return (
      <form ref={ref}>
        <input aria-label="valid" aria-invalid="false" />
        <input aria-label="first invalid" aria-invalid="true" />
        <input aria-label="second invalid" aria-invalid="true" />
      </form>
    );
  }

  it('leaves focus where it is when nothing is invalid', () => {
    function Valid() {
      const ref = useRef<HTMLFormElement>(null);
      useFocusFirstInvalid(ref, 1, null);
      return (
        <form ref={ref}>
          <input aria-label="fine" />
        </form>
      );
    }
    expect(() => render(<Valid />)).not.toThrow();
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing while the form is not on the page', () => {
    function Unrendered() {
      const ref = useRef<HTMLFormElement>(null);
      useFocusFirstInvalid(ref, 1, 'server said no');
      return <p>Loading…</p>;
    }
    expect(() => render(<Unrendered />)).not.toThrow();
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus alone before the first attempt, then moves it to the first invalid field', () => {
    const { rerender, getByLabelText } = render(<Form attempt={0} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Form attempt={1} />);
    expect(getByLabelText('first invalid')).toHaveFocus();
    getByLabelText('valid').focus();
    rerender(<Form attempt={1} answer="server said no" />);
    expect(getByLabelText('first invalid')).toHaveFocus();
  });
});
