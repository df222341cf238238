import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { testTheme as theme } from '../../test/render';
import { Delta } from './Delta';

function renderDelta(props: Parameters<typeof Delta>[0]) {
  render(
    <ThemeProvider theme={theme}>
      <Delta {...props} />
    </ThemeProvider>,
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

  it('shows nothing without a base figure', () => {
    render(<Delta value={70} base={undefined} />);
    expect(screen.queryByTestId('delta')).toBeNull();
  });
});
