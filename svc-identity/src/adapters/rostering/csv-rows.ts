import { pipeline, type Readable, type TransformCallback } from 'node:stream';
import { CsvError, Parser, type Info } from 'csv-parse';
import type { RosterRow } from '../../core/rostering/roster-set.port.js';
import type { FileColumns } from './oneroster-columns.js';
import { RecordBaseRow, type CsvRow } from './oneroster-csv.schemas.js';
import type { z } from 'zod';

/**
 * A roster row is well under 1 kB. A longer one is almost always a quote left open swallowing the
 * rest of the file; stopping there keeps memory flat instead of buffering the file into one field.
 */
export const MAX_ROW_CHARS = 65_536;

/** An error whose message is written for the person who uploaded the file. */
export class RosterReadError extends Error {}

/** How a file's rows are read, chosen from its header. */
export type FileSpec<R> =
  | {
      columns: FileColumns;
      schema: z.ZodType<R, CsvRow>;
      /** Rows may say `status=tobedeleted` with only their sourcedId. */
      deletable: boolean;
    }
  | { unreadable: string };

type ReadableSpec<R> = Extract<FileSpec<R>, { columns: FileColumns }>;

interface ParsedRecord {
  info: Info;
  record: string[];
}

/**
 * csv-parse ends its stream at the first syntax error, and an async iterator then drops the rows
 * it had already parsed. This parser hands the error over as its last item instead, after them.
 */
class RowParser extends Parser {
  override _transform(chunk: Buffer, encoding: BufferEncoding, callback: TransformCallback): void {
    super._transform(chunk, encoding, this.handOver(callback));
  }

  override _flush(callback: TransformCallback): void {
    super._flush(this.handOver(callback));
  }

  private handOver(callback: TransformCallback): TransformCallback {
    return (error) => {
      if (!error) return callback();
      this.push({ failure: error });
      this.push(null);
      callback();
    };
  }
}

function list(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** Checks the header: every required column, each once. Returns where each known column is. */
function readHeader(file: string, header: string[], columns: FileColumns): Map<string, number> | string {
  const names = header.map((name) => name.trim());
  const positions = new Map<string, number>();
  for (const column of [...columns.required, ...columns.optional]) {
    const first = names.indexOf(column);
    if (first !== -1 && names.indexOf(column, first + 1) !== -1) return `${file} has two ${column} columns`;
    positions.set(column, first);
  }
  const missing = columns.required.filter((column) => positions.get(column) === -1);
  if (missing.length === 0) return positions;
  const misspelt = missing.flatMap((column) =>
    names.filter((name) => name.toLowerCase() === column.toLowerCase()),
  );
  const hint = misspelt.length > 0 ? ` (it has ${list(misspelt)}: column names are case-sensitive)` : '';
  return `${file} has no ${list(missing)} column${hint}`;
}

function messageOf(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join('; ');
}

function rowOf<R>(spec: ReadableSpec<R>, row: CsvRow, line: number): RosterRow<R> {
  if (spec.deletable) {
    const base = RecordBaseRow.safeParse(row);
    if (base.success && base.data.status === 'tobedeleted') {
      return { kind: 'deletion', line, deletion: { ...base.data, status: 'tobedeleted' } };
    }
  }
  const parsed = spec.schema.safeParse(row);
  if (parsed.success) return { kind: 'record', line, record: parsed.data };
  return {
    kind: 'problem',
    line,
    message: messageOf(parsed.error),
    sourcedId: row['sourcedId']?.trim() || null,
  };
}

function csvErrorMessage(file: string, line: number, error: unknown): string {
  if (error instanceof RosterReadError) return error.message;
  const cantRead = `so ${file} can't be read from there on`;
  const code = error instanceof CsvError ? error.code : null;
  if (code === 'CSV_QUOTE_NOT_CLOSED') return `A quote opened on line ${line} is never closed, ${cantRead}`;
  if (code === 'CSV_MAX_RECORD_SIZE') {
    return `Line ${line} is far longer than a roster row (often a quote left open), ${cantRead}`;
  }
  if (code !== null) return `Line ${line} has a quote in the wrong place, ${cantRead}`;
  return `${file} couldn't be read from line ${line} on`;
}

/**
 * Streams one CSV file as roster rows: a typed record, a deletion, or a problem naming the column,
 * each with its line as a spreadsheet shows it (the header is line 1, a quoted field holding line
 * breaks stays one line). Tolerates a BOM, CRLF, quoted line breaks, unknown columns (ignored),
 * missing trailing values (blank) and fully blank rows (skipped). Holds one row at a time.
 */
export async function* readCsvRows<R>(
  input: Readable,
  file: string,
  choose: (header: readonly string[]) => FileSpec<R>,
): AsyncGenerator<RosterRow<R>> {
  const parser = new RowParser({
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: MAX_ROW_CHARS,
  });
  // pipeline passes the source's errors (a damaged zip entry) on to the parser and closes both.
  pipeline(input, parser, () => undefined);
  let spec: ReadableSpec<R> | null = null;
  let positions = new Map<string, number>();
  let width = 0;
  try {
    for await (const item of parser as AsyncIterable<ParsedRecord | { failure: unknown }>) {
      if ('failure' in item) throw item.failure;
      const { info, record } = item;
      const line = info.records + info.empty_lines;
      if (spec === null) {
        const chosen = choose(record.map((name) => name.trim()));
        const header = 'unreadable' in chosen ? chosen.unreadable : readHeader(file, record, chosen.columns);
        if (typeof header === 'string') {
          yield { kind: 'unreadable', line: 1, message: header };
          return;
        }
        [spec, positions, width] = [chosen as ReadableSpec<R>, header, record.length];
        continue;
      }
      if (record.every((value) => value.trim() === '')) continue;
      const row: CsvRow = {};
      for (const [column, index] of positions) row[column] = index === -1 ? '' : (record[index] ?? '');
      const sourcedId = row['sourcedId']?.trim() || null;
      if (record.slice(width).some((value) => value.trim() !== '')) {
        const message = `This row has more values than ${file} has columns (a comma inside a value needs quotes around it)`;
        yield { kind: 'problem', line, message, sourcedId };
      } else if (Object.values(row).some((value) => value.includes('\uFFFD'))) {
        const message = `This row has characters that aren't UTF-8: please save ${file} as "CSV UTF-8"`;
        yield { kind: 'problem', line, message, sourcedId };
      } else {
        yield rowOf(spec, row, line);
      }
    }
  } catch (error) {
    // A damaged or refused zip entry is about the whole file, not a line of it.
    const line = error instanceof RosterReadError ? null : parser.info.records + parser.info.empty_lines + 1;
    yield { kind: 'unreadable', line, message: csvErrorMessage(file, line ?? 1, error) };
    return;
  } finally {
    parser.destroy();
  }
  if (spec === null) yield { kind: 'unreadable', line: null, message: `${file} is empty` };
}
