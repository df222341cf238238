import { startTransition, useEffect, useState } from 'react';
import type { Result, ResultAttitude } from '../../../queries/reports';
import { refusedForAnonymity } from '../results/AnonymityRefusal';
import type { ResultSignificance } from '../shared/significance';

/**
 * The result to show: the current one, or, while the current one is withheld for anonymity, the
 * last figures of this configuration that were ready (`previous`).
 */
export function useShownResult(
  current: Result,
  configurationId: string,
  currentSignificance: ResultSignificance | undefined,
  stale: boolean,
) {
  const [lastReady, setLastReady] = useState<{
    configurationId: string;
    result: Result;
    significance: ResultSignificance | undefined;
  } | null>(null);
  if (current.state.status === 'ready' && !stale && lastReady?.result !== current) {
    setLastReady({ configurationId, result: current, significance: currentSignificance });
  }
  const refused = refusedForAnonymity(current);
  const previous =
    refused && lastReady?.configurationId === configurationId ? lastReady : undefined;
  const result = previous?.result ?? current;
  const significance = previous ? previous.significance : currentSignificance;
  return { refused, previous, result, significance };
}

/**
 * The attitudes table's figures, set after the charts have been committed, in a transition of
 * their own: the table (hundreds of cells) renders after new figures draw, on the first load and
 * after every filter alike. Null until the first.
 */
export function useDeferredTable(
  attitudes: ResultAttitude[],
  base: Map<string, ResultAttitude> | undefined,
  significance: ResultSignificance | undefined,
) {
  const [table, setTable] = useState<{
    attitudes: ResultAttitude[];
    base: Map<string, ResultAttitude> | undefined;
    significance: ResultSignificance | undefined;
  } | null>(null);
  useEffect(() => {
    startTransition(() => setTable({ attitudes, base, significance }));
  }, [attitudes, base, significance]);
  return table;
}
