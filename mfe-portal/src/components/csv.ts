/**
 * CSV built in the browser from the answer the page shows, so the file and the page can't differ.
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) gets a leading apostrophe:
 * names come from a roster, and a file an admin opens must never run anything.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: string | number): string => {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';

/** Hands the browser a file to save. */
export function downloadFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
