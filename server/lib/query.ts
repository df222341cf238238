/** A repeated query parameter's last value (Django's `QueryDict.get`), or null when absent. */
export const lastValue = (params: URLSearchParams, name: string): string | null =>
  params.getAll(name).at(-1) ?? null;
