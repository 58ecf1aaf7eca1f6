/**
 * Saves `data` as a JSON file through the browser's own download: a Blob behind an object URL and
 * a temporary link with a `download` name. Nothing leaves the page; the URL is let go afterwards.
 */
export function saveJsonFile(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // A turn later: the click has handed the file to the browser by then, in every browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
