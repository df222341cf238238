import { validationFailed, type FieldErrors } from './errors';
import { isUuid, MSG, parseDateTime, tooLong } from './validate';

/**
 * Reads query parameters. Unknown parameters are ignored (as DRF does); a known one with a bad
 * value is a 400 naming it, never silently dropped, so a typo'd filter cannot widen a list.
 */
/** A repeated query parameter's last value (Django's `QueryDict.get`), or null when absent. */
export const lastValue = (params: URLSearchParams, name: string): string | null =>
  params.getAll(name).at(-1) ?? null;

export class QueryReader {
  private readonly errors: FieldErrors = {};

  constructor(private readonly params: URLSearchParams) {}

  private fail(name: string, message: string): undefined {
    this.errors[name] = [message];
    return undefined;
  }

  /** The parameter's last value, as Django's QueryDict gives it; an empty one counts as absent. */
  private value(name: string): string | undefined {
    const v = lastValue(this.params, name);
    return v === null || v === '' ? undefined : v;
  }

  uuid(name: string): string | undefined {
    const v = this.value(name);
    if (v === undefined) return undefined;
    return isUuid(v) ? v.toLowerCase() : this.fail(name, MSG.uuid);
  }

  intChoice<T extends number>(name: string, choices: readonly T[]): T | undefined {
    const v = this.value(name);
    if (v === undefined) return undefined;
    const n = /^-?\d+$/.test(v) ? Number(v) : NaN;
    return choices.includes(n as T)
      ? (n as T)
      : this.fail(name, `Select a valid choice. ${v} is not one of the available choices.`);
  }

  stringChoice<T extends string>(name: string, choices: readonly T[]): T | undefined {
    const v = this.value(name);
    if (v === undefined) return undefined;
    return choices.includes(v as T)
      ? (v as T)
      : this.fail(name, `Select a valid choice. ${v} is not one of the available choices.`);
  }

  /** An ISO 8601 date-time (`…T…` with `Z` or an offset), as milliseconds since the epoch. */
  dateTime(name: string): number | undefined {
    const v = this.value(name);
    if (v === undefined) return undefined;
    const ms = parseDateTime(v);
    return ms === undefined ? this.fail(name, MSG.dateTime) : ms;
  }

  boolean(name: string): boolean | undefined {
    const v = this.value(name);
    if (v === undefined) return undefined;
    if (['true', 'True', '1'].includes(v)) return true;
    if (['false', 'False', '0'].includes(v)) return false;
    return this.fail(name, MSG.boolean);
  }

  /** Free text, limited in characters (code points) as the contract's `maxLength` counts. */
  string(name: string, maxLength: number): string | undefined {
    const v = this.value(name);
    if (v === undefined) return undefined;
    return tooLong(v, maxLength) ? this.fail(name, MSG.maxLength(maxLength)) : v;
  }

  /** A repeatable parameter (`?a=x&a=y`); each value is length-checked (in characters). */
  strings(name: string, maxLength: number): string[] {
    const values = this.params.getAll(name).filter((v) => v !== '');
    if (values.some((v) => tooLong(v, maxLength))) this.fail(name, MSG.maxLength(maxLength));
    return values;
  }

  done(): void {
    if (Object.keys(this.errors).length > 0) throw validationFailed(this.errors);
  }
}
