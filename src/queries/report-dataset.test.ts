import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub';
import { downloadDataset, type DownloadProgress } from './report-dataset';

afterEach(() => vi.unstubAllGlobals());

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('downloadDataset', () => {
  it('streams the CSV with its options, counting bytes without a Content-Length', async () => {
    const { requests } = stubFetch(
      () =>
        new Response(streamOf(['respondent_id,Region\r\n', 'r1,North\r\n', 'r2,South\r\n']), {
          headers: { 'Content-Type': 'text/csv' },
        }),
    );
    const progress: DownloadProgress[] = [];
    const blob = await downloadDataset('report-1', {
      maskTextViolations: true,
      omitColumns: ['comment', 'Trust_importance'],
      signal: new AbortController().signal,
      onProgress: (step) => progress.push(step),
    });
    expect(await blob.text()).toBe('respondent_id,Region\r\nr1,North\r\nr2,South\r\n');
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/v1/reports/report-1/download_dataset/');
    expect(url.searchParams.get('mask_text_violations')).toBe('true');
    expect(url.searchParams.get('omit_columns')).toBe('comment,Trust_importance');
    expect(progress.at(-1)).toEqual({ received: blob.size, total: undefined });
    expect(progress.length).toBeGreaterThan(1);
  });

  it('fails with the server’s message, and saves nothing', async () => {
    stubFetch(() => json({ detail: 'You do not have permission to perform this action.' }, 403));
    await expect(
      downloadDataset('report-1', {
        maskTextViolations: true,
        omitColumns: [],
        signal: new AbortController().signal,
        onProgress: () => {},
      }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'You do not have permission to perform this action.',
    });
  });
});
