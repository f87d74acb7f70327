import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './audit-log.csv';

describe('csvCell', () => {
  it('quotes every cell and doubles the quotes inside', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const formula of ['=1+1', '+1', '-1+2', '@SUM(A1)', '\t=1', '\r=1', '  =HYPERLINK("http://x")', '＝1', '＋1', '－1', '＠x']) {
      expect(csvCell(formula).startsWith(`"'`), JSON.stringify(formula)).toBe(true);
    }
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("\"'=cmd|' /C calc'!A0\"");
    // Text that only contains those characters later is left alone, and numbers are numbers.
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('user.suspended')).toBe('"user.suspended"');
    expect(csvCell(-5)).toBe('"-5"');
  });
});

describe('toCsv', () => {
  it('writes a BOM, the header and CRLF-separated rows', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, '=x'],
          [null, 'y'],
        ],
      ),
    ).toBe('\uFEFF"a","b"\r\n"1","\'=x"\r\n"","y"\r\n');
  });
});
