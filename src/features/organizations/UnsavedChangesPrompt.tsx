import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { holdUnsavedChanges } from '../../lib/unsaved-changes';

interface UnsavedChangesPromptProps {
  /** There are changes that leaving would lose. */
  when: boolean;
  message: string;
}

/**
 * Asks before unsaved changes are lost: in-app navigation through the router's blocker (a dialog
 * of ours), closing or reloading the tab through `beforeunload` (the browser's own prompt).
 * A change of search params on the same page is not leaving it.
 */
export function UnsavedChangesPrompt({ when, message }: UnsavedChangesPromptProps) {
  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  // For what changes the page without leaving it: the organization switcher asks first too.
  useEffect(() => (when ? holdUnsavedChanges() : undefined), [when]);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t`Leave without saving?`}
      message={message}
      confirmLabel={t`Leave`}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
