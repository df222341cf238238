import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SignInField } from './SignInField';

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <SignInField
      label="Email"
      name="email"
      type="email"
      autoComplete="username"
      maxLength={5}
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

describe('SignInField', () => {
  it('is a required, labelled input that keeps what is typed, up to its length', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(input, 'a@b.testing');
    expect(input).toHaveValue('a@b.t');
    expect(input).toBeValid();
  });

  it('shows its error below it, marks itself invalid and is described by the error', () => {
    render(<Field error="Enter a valid email address." />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  });
});
