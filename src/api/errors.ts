import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

/**
 * Errors the API layer throws. Query functions fail with an ApiError, so every screen can tell a
 * field error from a missing resource, a role limit, a throttle or an unreachable server.
 */
export type ApiErrorKind = 'http' | 'network' | 'parse';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly body: unknown;
  /** Messages per field, keyed by the field's name in the request body. */
  readonly fieldErrors: FieldErrors;
  /** Messages about the request as a whole (`non_field_errors`, `detail`, a bare list). */
  readonly nonFieldErrors: string[];
  /** Seconds to wait before trying again (429 Retry-After). */
  readonly retryAfter: number | undefined;

  constructor(
    kind: ApiErrorKind,
    status: number,
    body: unknown,
    options: { retryAfter?: number; cause?: unknown } = {},
  ) {
    const parsed = parseDrfError(body);
    super(undefined, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.fieldErrors = parsed.fieldErrors;
    this.nonFieldErrors = parsed.nonFieldErrors;
    this.retryAfter = options.retryAfter;
  }

  /**
   * What went wrong, for a user: the server's own message when it sent one, else the dashboard's
   * sentence for the failure, in the language in use when it is read (an error kept by the query
   * cache reads in the new language after a switch).
   */
  override get message(): string {
    return readableMessage(this.kind, this.status, this);
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
  get isForbidden(): boolean {
    return this.status === 403;
  }
  get isUnauthorized(): boolean {
    return this.status === 401;
  }
  /** Worth trying again later: the network, a 5xx, or a throttle. A 4xx will fail the same way. */
  get isTransient(): boolean {
    return this.kind === 'network' || this.status >= 500 || this.status === 429;
  }
  hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface ParsedError {
  fieldErrors: FieldErrors;
  nonFieldErrors: string[];
}

/**
 * Reads any Django REST Framework error body: `{detail}`, `{field: [msgs]}`, `{non_field_errors}`,
 * nested list errors (`{needs: {"0": [msg]}}`), a bare list or a bare string. Anything else
 * yields nothing, and the caller falls back to a message for the status.
 */
export function parseDrfError(body: unknown): ParsedError {
  const fieldErrors: FieldErrors = {};
  const nonFieldErrors: string[] = [];
  if (typeof body === 'string') {
    if (body.trim() && body.length < 500 && !body.trimStart().startsWith('<')) {
      nonFieldErrors.push(body.trim());
    }
  } else if (Array.isArray(body)) {
    nonFieldErrors.push(...messagesOf(body));
  } else if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      const messages = messagesOf(value);
      if (messages.length === 0) continue;
      if (key === 'detail' || key === 'non_field_errors') nonFieldErrors.push(...messages);
      else fieldErrors[key] = messages;
    }
  }
  return { fieldErrors, nonFieldErrors };
}

/** Flattens a DRF message value: a string, a list of strings, or a dict of nested lists by index/key. */
function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => messagesOf(item));
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, nested]) => {
      // "Item 2: …" for a list's second entry; a nested field keeps its name ("city: …").
      const item = Number(key) + 1;
      return messagesOf(nested).map((message) =>
        /^\d+$/.test(key) ? t`Item ${item}: ${message}` : `${key}: ${message}`,
      );
    });
  }
  return [];
}

function readableMessage(kind: ApiErrorKind, status: number, parsed: ParsedError): string {
  if (kind === 'network') return t`Cannot reach the server. Check your connection and try again.`;
  if (kind === 'parse') return t`The server sent a response that could not be read.`;
  const first = parsed.nonFieldErrors[0];
  if (first) return first;
  const fields = Object.entries(parsed.fieldErrors);
  if (fields.length > 0) {
    const [field, messages] = fields[0]!;
    // The field's name is the service's (`first_name` reads "First name").
    return `${humanize(field)}: ${messages[0] ?? t`invalid value`}`;
  }
  const known = STATUS_MESSAGES[status] ?? (status >= 500 ? STATUS_MESSAGES[500] : undefined);
  return known ? i18n._(known) : t`Request failed (${status}).`;
}

const STATUS_MESSAGES: Record<number, MessageDescriptor> = {
  400: msg`The request was not valid.`,
  401: msg`Your session has ended. Please sign in again.`,
  403: msg`You do not have permission to do this.`,
  404: msg`Not found. It may have been deleted, or you may not have access to it.`,
  405: msg`This action is not supported.`,
  413: msg`The request is too large.`,
  429: msg`Too many requests. Please wait a moment and try again.`,
  500: msg`The server ran into a problem. Please try again.`,
};

function humanize(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
