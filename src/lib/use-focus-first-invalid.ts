import { useEffect, type RefObject } from 'react';

/**
 * After each submit attempt (`attempt` counts them) and when the service's answer to it changes
 * (`answer`), focus goes to the form's first field marked invalid, so a keyboard or screen reader
 * user lands on the message to act on instead of staying on the submit button.
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLElement | null>,
  attempt: number,
  answer: unknown,
): void {
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt, answer]);
}
