import { pipeline } from 'node:stream/promises';
import { Readable, Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvWriter } from '../../src/modules/reports/reports.csv';

async function write(columns: string[], rows: string[][]): Promise<string> {
  let out = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      out += chunk.toString('utf8');
      done();
    },
  });
  await pipeline(Readable.from(rows), csvWriter(columns), sink);
  return out;
}

describe('csvWriter (RFC 4180 through csv-stringify, formula cells neutralised)', () => {
  it('when fields hold commas, quotes and line breaks, then they are quoted, quotes doubled, records end in CRLF and the file parses back', async () => {
    const rows = [['Oakland, CA', 'Say "hi"', 'two\nlines', 'plain']];
    const text = await write(['A', 'B', 'C', 'D'], rows);
    expect(text).toBe('A,B,C,D\r\n"Oakland, CA","Say ""hi""","two\nlines",plain\r\n');
    expect(parse(text)).toEqual([['A', 'B', 'C', 'D'], ...rows]);
  });

  it('when a cell starts with = + - @ tab or CR, then the file holds it with a leading apostrophe', async () => {
    const cells = ['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx', '\rx'];
    const parsed = parse(await write(['a', 'b', 'c', 'd', 'e', 'f'], [cells])) as string[][];
    expect(parsed[1]).toEqual(cells.map((c) => `'${c}`));
  });

  it('when the header row is written, then its names are left as they are', async () => {
    expect(await write(['Date', 'Shipment ID'], [])).toBe('Date,Shipment ID\r\n');
  });
});
