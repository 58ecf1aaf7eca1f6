// Catches files a page hands the browser to save (jsdom has no object URLs).
/** jsdom's Blob has no text(): read it the old way. */
export const textOf = (blob: Blob | undefined): Promise<string> =>
  new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('nothing was downloaded'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

export function catchDownloads(): { files: Array<{ name: string; blob: Blob }> } {
  const caught = { files: [] as Array<{ name: string; blob: Blob }> };
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) caught.files.push({ name: this.download, blob });
  };
  return caught;
}
