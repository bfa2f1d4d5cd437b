/** Saves text as a file through a temporary object URL (the browser's own download). */
export function downloadTextFile(filename: string, content: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL can go on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
