import { describe, expect, it } from '@jest/globals';
import { toCsv } from './csv.js';

describe('a CSV built from what a page shows', () => {
  it('quotes commas, quotes and line breaks, and keeps numbers and words as they are', () => {
    expect(
      toCsv([
        ['School', 'Youth'],
        ['Lincoln, North', 12],
        ['"Oak" Elementary', 'fewer than 10'],
      ]),
    ).toBe('School,Youth\r\n"Lincoln, North",12\r\n"""Oak"" Elementary",fewer than 10\r\n');
  });

  it('never lets a spreadsheet run a roster name as a formula', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+1', '@me', '-2']])).toBe(
      `"'=HYPERLINK(""http://x"")",'+1,'@me,'-2\r\n`,
    );
  });
});
