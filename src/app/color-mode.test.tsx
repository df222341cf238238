import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nWrapper } from '../test/render';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import { ColorModeProvider, initialColorMode, useColorMode } from './color-mode';

/** A `prefers-color-scheme: dark` media query whose answer the test changes. */
function stubSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => list),
  );
  return {
    change(nowDark: boolean) {
      list.matches = nowDark;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function Probe() {
  const { mode, setMode } = useColorMode();
  const theme = useTheme();
  return (
    <>
      <p>theme {theme.palette.mode}</p>
      <p>mode {mode}</p>
      <button onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>toggle</button>
    </>
  );
}

const renderProbe = () =>
  render(
    <ColorModeProvider>
      <Probe />
    </ColorModeProvider>,
    { wrapper: I18nWrapper },
  );

describe('colour mode', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system until the user picks, live', () => {
    const system = stubSystemScheme(true);
    expect(initialColorMode()).toBe('dark');
    renderProbe();
    expect(screen.getByText('theme dark')).toBeInTheDocument();

    system.change(false);
    expect(screen.getByText('theme light')).toBeInTheDocument();
  });

  it('keeps the pick across visits, whatever the system says', async () => {
    const system = stubSystemScheme(false);
    const { unmount } = renderProbe();
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByText('theme dark')).toBeInTheDocument();
    unmount();

    expect(initialColorMode()).toBe('dark');
    renderProbe();
    expect(screen.getByText('mode dark')).toBeInTheDocument();
    system.change(false);
    expect(screen.getByText('theme dark')).toBeInTheDocument();
  });

  it('ignores a stored value it does not know', () => {
    stubSystemScheme(false);
    localStorage.setItem('pulse.color-mode', 'sepia');
    expect(initialColorMode()).toBe('light');
    renderProbe();
    expect(screen.getByText('theme light')).toBeInTheDocument();
  });
});
