import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { formatNumber } from '../../lib/format';
import { LanguageSwitchContext } from '../../lib/i18n/language-switch';
import { renderWithApp } from '../../test/render';
import { loadDashboardCatalog } from '../i18n';
import { UserMenu } from './UserMenu';

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('the language menu', () => {
  it('switches the page to German from the catalog, keeps the pick and sets <html lang>', async () => {
    const user = userEvent.setup();
    // As the signed-in shell's route does before the menu is drawn.
    await loadDashboardCatalog();
    renderWithApp(<UserMenu />);
    await user.click(screen.getByRole('button', { name: /Account menu for/ }));
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveClass('Mui-selected');

    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));

    // The menu closes; opened again, it speaks German (from the compiled catalog, not the code).
    await user.click(await screen.findByRole('button', { name: /Kontomenü für/ }));
    expect(screen.getByText('Sprache')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Deutsch' })).toHaveClass('Mui-selected');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('pulse.locale')).toBe('de');
    expect(i18n.locale).toBe('de');
    expect(formatNumber(65.8)).toBe('65,8');
  });

  it('prepares the other languages as it opens, and switches to none of them', async () => {
    const user = userEvent.setup();
    const prepare = vi.fn();
    const switchTo = vi.fn(async () => undefined);
    renderWithApp(
      <LanguageSwitchContext.Provider value={{ switchTo, prepare }}>
        <UserMenu />
      </LanguageSwitchContext.Provider>,
    );
    expect(prepare).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Account menu for/ }));

    const prepared = prepare.mock.calls.map(([locale]: unknown[]) => locale);
    expect(prepared).toContain('de');
    expect(prepared).not.toContain('en');
    expect(switchTo).not.toHaveBeenCalled();
    expect(i18n.locale).toBe('en');
  });

  it('offers each language by its own name, whatever the language in use', async () => {
    const user = userEvent.setup();
    renderWithApp(<UserMenu />);
    await user.click(screen.getByRole('button', { name: /Account menu for/ }));
    expect(screen.getByRole('menuitem', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('lang', 'en');
  });
});
