import { api } from '../api/client';
import { ApiError } from '../api/errors';

export interface DownloadProgress {
  received: number;
  /** From Content-Length, when the server sends it. */
  total: number | undefined;
}

export interface DownloadOptions {
  maskTextViolations: boolean;
  omitColumns: string[];
  signal: AbortSignal;
  onProgress: (progress: DownloadProgress) => void;
}

/**
 * Streams the dataset through the API client (so the bearer header goes with it and no token is
 * ever put in a link), counting bytes as they arrive. Resolves with the whole file only once it is
 * complete: an error or an abort leaves nothing half-saved.
 */
export async function downloadDataset(reportId: string, options: DownloadOptions): Promise<Blob> {
  let result;
  try {
    result = await api.GET('/api/v1/reports/{id}/download_dataset/', {
      params: {
        path: { id: reportId },
        query: {
          mask_text_violations: options.maskTextViolations,
          ...(options.omitColumns.length > 0
            ? { omit_columns: options.omitColumns.join(',') }
            : {}),
        },
      },
      parseAs: 'stream',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network', 0, null, { cause: error });
  }
  const { response } = result;
  if (!response.ok) throw new ApiError('http', response.status, result.error ?? null);
  const body = result.data as ReadableStream<Uint8Array> | null | undefined;
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  if (!body) return new Blob([], { type: 'text/csv' });

  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  options.onProgress({ received, total });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      options.onProgress({ received, total });
    }
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason;
    throw new ApiError('network', 0, null, { cause: error });
  } finally {
    reader.releaseLock();
  }
  return new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' });
}
