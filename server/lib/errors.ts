import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A DRF-shaped field error dict: `{field: ["msg"]}`, or `{field: {"0": ["msg"]}}` for list items. */
export type FieldErrors = Record<string, string[] | Record<string, string[]>>;

/**
 * Thrown by handlers and helpers to answer with a documented error body; the app's onError turns
 * it into the response, so a handler can bail out from any depth without threading results.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

export const detail = (
  status: ContentfulStatusCode,
  message: string,
  headers?: Record<string, string>,
) => new ApiError(status, { detail: message }, headers);

export const notFound = () => detail(404, 'Not found.');
export const forbidden = () => detail(403, 'You do not have permission to perform this action.');
export const invalidPage = () => detail(404, 'Invalid page.');
export const validationFailed = (errors: FieldErrors) => new ApiError(400, errors);
