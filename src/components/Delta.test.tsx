import { i18n } from '@lingui/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { I18nWrapper, testTheme as theme } from '../test/render';
import type { SignificanceTest } from '../lib/significance-marks';
import { Delta } from './Delta';

function renderDelta(props: Parameters<typeof Delta>[0]) {
  render(
    <ThemeProvider theme={theme}>
      <Delta {...props} />
    </ThemeProvider>,
    { wrapper: I18nWrapper },
  );
  return screen.getByTestId('delta');
}

describe('Delta', () => {
  it('shows a rise of a higher-is-better figure in the success colour', () => {
    const delta = renderDelta({ value: 72.5, base: 70 });
    expect(delta).toHaveTextContent('+2.5');
    expect(delta).toHaveStyle({ color: theme.palette.success.main });
  });

  it('shows a fall in the error colour, and a fall of a lower-is-better figure as good news', () => {
    expect(renderDelta({ value: 60, base: 70 })).toHaveStyle({ color: theme.palette.error.main });
    cleanup();
    expect(renderDelta({ value: 60, base: 70, sense: 'lower-better' })).toHaveStyle({
      color: theme.palette.success.main,
    });
  });

  it('shows no change, or a neutral figure, in the secondary text colour', () => {
    expect(renderDelta({ value: 70.01, base: 70 })).toHaveStyle({
      color: theme.palette.text.secondary,
    });
    cleanup();
    expect(renderDelta({ value: 80, base: 70, sense: 'neutral' })).toHaveStyle({
      color: theme.palette.text.secondary,
    });
  });

  it('names its base in the hover title, a whole sentence for each base the dashboard uses', () => {
    expect(renderDelta({ value: 72.5, base: 70 }).title).toBe(
      'Change against the unfiltered result: +2.5.',
    );
    cleanup();
    expect(renderDelta({ value: 72.5, base: 70, against: 'group-a' }).title).toBe(
      'Change against group A: +2.5.',
    );
    cleanup();
    expect(renderDelta({ value: 72.5, base: 70, against: 'outside-filter' }).title).toBe(
      'Change against the respondents outside the filter: +2.5.',
    );
  });

  it('writes the change in the language in use', () => {
    i18n.loadAndActivate({ locale: 'de', locales: ['de'], messages: {} });
    const delta = renderDelta({ value: 60, base: 72.54, unit: '%' });
    expect(delta.textContent).toContain('−12,5\u00a0%');
  });

  it('shows nothing without a base figure', () => {
    render(<Delta value={70} base={undefined} />, { wrapper: I18nWrapper });
    expect(screen.queryByTestId('delta')).toBeNull();
  });
});

const TEST: SignificanceTest = {
  filtered: 71,
  complement: 66.2,
  delta: 4.8,
  filtered_n: 970,
  complement_n: 6800,
  ci: [2.9, 6.7],
  p: 0.0000012,
  p_adjusted: 0.000011,
  significant: true,
};

describe('Delta with a significance test', () => {
  it('marks a significant change: bold, in its sign colour, with a star and the word', () => {
    const delta = renderDelta({ value: 72.5, base: 70, test: TEST });
    expect(delta).toHaveTextContent('+4.8*');
    expect(delta).toHaveStyle({ color: theme.palette.success.main, fontWeight: '700' });
    // What a screen reader hears: the words, not the star.
    expect(delta).toHaveTextContent(/change \+4\.8\*?, significant$/);
    expect(delta.title).toMatch(/Significant: 71 in the group against 66\.2 outside it/);
    expect(delta.title).toMatch(/adjusted p < 0\.001/);
  });

  it('shows the tested difference (group − rest), not the change against the unfiltered result', () => {
    // The group is most of the population: +0.3 against everyone, +4.8 against the rest.
    const delta = renderDelta({ value: 70.3, base: 70, test: TEST });
    expect(delta).toHaveTextContent('+4.8*');
    expect(delta.title).toMatch(/^Change against the respondents outside the filter: \+4\.8\./);
  });

  it('never shows a marked difference as 0: "<0.1" with its sign', () => {
    const tiny = { ...TEST, delta: -0.01, ci: [-0.02, -0.001] };
    const delta = renderDelta({ value: 70, base: 70, test: tiny });
    expect(delta).toHaveTextContent('−<0.1*');
    expect(delta).toHaveStyle({ color: theme.palette.error.main });
    expect(delta.title).toMatch(/difference −0\.1 to −0\.0 \(confidence interval\)/);
  });

  it('marks a significant change of a neutral figure in the text colour, not muted', () => {
    const delta = renderDelta({ value: 72.5, base: 70, sense: 'neutral', test: TEST });
    expect(delta).toHaveStyle({ color: theme.palette.text.primary });
  });

  it('mutes a change within chance and says "not significant" in words', () => {
    const test = { ...TEST, p_adjusted: 0.4, significant: false };
    const delta = renderDelta({ value: 72.5, base: 70, test });
    expect(delta).toHaveStyle({ color: theme.palette.text.secondary, fontWeight: '400' });
    expect(delta).not.toHaveTextContent('*');
    expect(within(delta).getByText(/not significant/)).toBeInTheDocument();
  });

  it('says when there were too few respondents to test, visibly and in words', () => {
    const test = {
      ...TEST,
      filtered_n: 12,
      ci: null,
      p: null,
      p_adjusted: null,
      significant: null,
      reason: 'too_few' as const,
    };
    const delta = renderDelta({ value: 60, base: 70, test });
    expect(delta).toHaveTextContent('n<30');
    expect(delta).toHaveTextContent('too few respondents to test');
    expect(delta).toHaveStyle({ color: theme.palette.text.secondary });
    expect(delta.title).toMatch(/12 in the group/);
  });

  it('says a figure without a test is not tested, keeping its sign colour', () => {
    const delta = renderDelta({ value: 60, base: 70, test: 'not-tested' });
    expect(delta).toHaveTextContent('not tested');
    expect(delta).not.toHaveTextContent('*');
    expect(delta).toHaveStyle({ color: theme.palette.error.main });
  });

  it('without a test (a service that does not test) is neither marked nor muted', () => {
    const delta = renderDelta({ value: 72.5, base: 70 });
    expect(delta).toHaveStyle({ color: theme.palette.success.main, fontWeight: '600' });
    expect(delta).not.toHaveTextContent(/significant|tested|\*/);
  });
});
