import { useState } from 'react';
import {
  filtersToSelection,
  selectionToFilters,
  type FilterSelection,
  type ReportFilterItem,
} from './report-view';

export function sameFilters(a: readonly ReportFilterItem[], b: readonly ReportFilterItem[]) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A draft the history entry carries in place of the view it shows (a run just cancelled). */
export interface CarriedDraft<S> {
  filters: ReportFilterItem[];
  settings: S;
}

interface Sent<S> {
  draft: FilterSelection;
  filters: ReportFilterItem[];
  settings: S;
}

/**
 * A filter panel's draft: the filters being edited, and `settings`, any other choice applied
 * with them (the report's asynchronous switch; compared with ===). When the URL changes under
 * the panel (Back, a shared link) it shows what is applied, or the draft the new entry carries.
 * When the new view is the one this panel sent (Apply, Reset) the draft stays: React Router
 * draws a navigation in a transition, the URL first and the page's `applied` a moment later (a
 * second on a busy machine), and what the user edited meanwhile is theirs.
 */
export function useFilterDraft<S>(
  applied: ReportFilterItem[],
  settings: S,
  carried?: CarriedDraft<S>,
) {
  const [draft, setDraft] = useState<FilterSelection>(() =>
    filtersToSelection(carried?.filters ?? applied),
  );
  const [draftSettings, setDraftSettings] = useState<S>(carried ? carried.settings : settings);
  const [lastApplied, setLastApplied] = useState({ applied, settings });
  const [sent, setSent] = useState<Sent<S> | null>(null);
  if (!sameFilters(lastApplied.applied, applied) || lastApplied.settings !== settings) {
    setLastApplied({ applied, settings });
    setSent(null);
    if (!sent || sent.settings !== settings || !sameFilters(sent.filters, applied)) {
      setDraft(filtersToSelection(carried?.filters ?? applied));
      setDraftSettings(carried ? carried.settings : settings);
    }
  }
  /** Records what goes to the URL, with the drafted settings, and makes it the draft. */
  const send = (next: FilterSelection): ReportFilterItem[] => {
    const filters = selectionToFilters(next);
    setDraft(next);
    setSent({ draft: next, filters, settings: draftSettings });
    return filters;
  };
  // Until the new view arrives or the draft is edited, Apply is acknowledged (disabled).
  const sending = sent !== null && sent.draft === draft && sent.settings === draftSettings;
  return { draft, setDraft, draftSettings, setDraftSettings, send, sending };
}
