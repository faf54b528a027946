import { expect } from 'chai';
import { Readable } from 'node:stream';
import { csvRows } from '../../../lib/import/csv-rows.js';
import type { RefusedLine } from '../../../lib/import/import-lines.js';
import { refusedLinesCsv } from '../../../lib/import/refused-lines-csv.js';

describe('refusedLinesCsv (the file of refused lines)', () => {
  const refused: RefusedLine[] = [
    { row: 3, cells: ['A2'], errors: { '': ['This line has 1 cell where the header has 2.'] } },
    { row: 5, cells: ['TAKEN', '=cmd|x'], errors: { code: ['Another row already has this value.'], name: ['Too long', 'No pipes'] } },
  ];

  it('holds the header and each refused line\'s cells as they came, with why in one more column, read back by the import\'s own reader', async () => {
    const text = refusedLinesCsv(['Code', 'Name'], refused, 'Fehler', { code: 'Code', name: 'Name' });
    const rows = [];
    for await (const row of csvRows(Readable.from([Buffer.from(text)]), { encoding: 'utf-8', delimiter: ',', maxRowLength: 10_000 })) rows.push(row.cells);
    expect(rows).to.deep.equal([
      ['Code', 'Name', 'Fehler'],
      ['A2', '', 'This line has 1 cell where the header has 2.'],
      ['TAKEN', "'=cmd|x", 'Code: Another row already has this value.; Name: Too long No pipes'],
    ]);
  });

  it('starts with the BOM and guards formula-like text as the export does', () => {
    const text = refusedLinesCsv(['=Header'], [], 'Error');
    expect(text.startsWith('\uFEFF')).to.equal(true);
    expect(text).to.equal("\uFEFF'=Header,Error\r\n");
  });
});
