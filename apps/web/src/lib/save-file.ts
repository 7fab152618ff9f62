// Hands downloaded bytes to the browser as a file, under the server's name when it gave one.
import type { DownloadedFile } from './api-client.ts';

/** Saves a blob as a download. The object URL lives a moment so the browser can start it. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a download; answers the name it was saved under. */
export function saveDownload(file: DownloadedFile, fallbackName: string): string {
  const name = file.fileName ?? fallbackName;
  saveBlob(file.blob, name);
  return name;
}
