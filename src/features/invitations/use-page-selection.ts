import { useState } from 'react';

/**
 * The rows chosen for a bulk action. A selection belongs to one page of one list (`listKey`):
 * moving elsewhere starts a new one.
 */
export function usePageSelection(listKey: string) {
  const [selection, setSelection] = useState({ key: listKey, ids: new Set<string>() });
  const selected = selection.key === listKey ? selection.ids : new Set<string>();
  const updateSelection = (change: (ids: Set<string>) => void) =>
    setSelection((current) => {
      const ids = new Set(current.key === listKey ? current.ids : []);
      change(ids);
      return { key: listKey, ids };
    });
  return { selected, updateSelection };
}

function toggle(ids: Set<string>, id: string): void {
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
}

/** Selects every row of the page, or none when all were selected. */
function toggleAll(ids: Set<string>, rows: readonly { id: string }[]): void {
  const all = rows.every((row) => ids.has(row.id));
  for (const row of rows) {
    if (all) ids.delete(row.id);
    else ids.add(row.id);
  }
}

/** What a list needs to offer selection: the chosen rows, and toggling one or all of the page. */
export function selectable(
  rows: readonly { id: string }[],
  selected: ReadonlySet<string>,
  updateSelection: (change: (ids: Set<string>) => void) => void,
) {
  return {
    selected,
    onToggle: (id: string) => updateSelection((ids) => toggle(ids, id)),
    onToggleAll: () => updateSelection((ids) => toggleAll(ids, rows)),
  };
}
