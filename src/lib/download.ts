/** Hands a blob to the user as a file, without ever putting a token or data in a link target. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name safe on every OS, from a report or chart title. */
export function safeFilename(name: string, extension: string): string {
  const printable = [...name].map((char) => (char.charCodeAt(0) < 0x20 ? ' ' : char)).join('');
  const base = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || 'download'}.${extension}`;
}
