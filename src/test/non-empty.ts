/**
 * The list itself, once it is known to hold something: `every` over an empty list is true, so a
 * check that every row matches a filter proves nothing when the filter matched no row.
 */
export function nonEmpty<T>(list: readonly T[]): readonly T[] {
  if (list.length === 0) throw new Error('expected a non-empty list');
  return list;
}
