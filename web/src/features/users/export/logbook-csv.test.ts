import { describe, expect, it } from 'vitest';
import { csvCell, logbookCsv } from './logbook-csv';

const tick = {
  id: '00000000-0000-4000-8000-000000000001',
  climb_id: '00000000-0000-4000-8000-000000000002',
  climb_name: 'Crimp, "the" line',
  wall_id: '00000000-0000-4000-8000-000000000003',
  wall_name: 'Garage',
  date: '2026-10-01',
  grade: '6B+',
  ascent_type: 'flash',
  attempts: 1,
  public: true,
  notes: 'Heel hook\nthen jump',
  created: '2026-10-01T10:00:00.000Z',
};

describe('the CSV logbook', () => {
  it('starts with a UTF-8 byte-order mark and the columns, and ends lines with CRLF', () => {
    const csv = logbookCsv([tick]);
    expect(csv.startsWith('\uFEFFDate,Wall,Climb,Grade,Type,Attempts,Public,Notes\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes commas, quotes and line breaks, and says what a hidden name is', () => {
    const csv = logbookCsv([
      tick,
      { ...tick, wall_name: null, climb_name: null, public: false, notes: null },
    ]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('2026-10-01,Garage,"Crimp, ""the"" line",6B+,Flash,1,yes,"Heel hook\nthen jump"');
    expect(lines[2]).toBe('2026-10-01,(no longer visible to you),(no longer visible to you),6B+,Flash,1,no,');
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-2 moves')).toBe("'-2 moves");
    expect(csvCell('Åre 🧗')).toBe('Åre 🧗');
    expect(csvCell(null)).toBe('');
  });
});
