import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './EmailText';

describe('EmailText', () => {
  it('reads as the whole address, with its one break opportunity just before the @', () => {
    const { container } = render(<EmailText email="niamh.eriksson@partners.example" />);
    expect(container).toHaveTextContent(/^niamh\.eriksson@partners\.example$/);
    const wbr = container.querySelectorAll('wbr');
    expect(wbr).toHaveLength(1);
    expect(wbr[0]!.nextSibling?.textContent).toBe('@partners.example');
  });

  it('leaves a value without a local part as it is', () => {
    const { container } = render(<EmailText email="@handle" />);
    expect(container.innerHTML).toBe('@handle');
  });
});
