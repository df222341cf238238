/**
 * Which parts of the page hold changes that would be lost. A form's UnsavedChangesPrompt guards
 * navigation itself; what changes the page without navigating (switching organization) asks here.
 */
const holders = new Set<symbol>();

/** Marks changes as unsaved until the returned function is called. */
export function holdUnsavedChanges(): () => void {
  const holder = Symbol('unsaved changes');
  holders.add(holder);
  return () => holders.delete(holder);
}

export function hasUnsavedChanges(): boolean {
  return holders.size > 0;
}
