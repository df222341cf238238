import { t } from '@lingui/core/macro';

export type LoginFieldErrors = Partial<Record<'email' | 'password', string>>;

// Deliberately loose: the server is the judge of real addresses; this only catches typos before sending.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = t`Enter your email address.`;
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = t`Enter a valid email address.`;
  else if (trimmed.length > 255) errors.email = t`Email must be at most 255 characters.`;
  if (!password) errors.password = t`Enter your password.`;
  return errors;
}
