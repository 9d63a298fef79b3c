import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField(null)).toBe('');
    expect(csvField(12)).toBe('12');
  });

  it('defuses spreadsheet formulas but keeps negative amounts as numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField('-cmd')).toBe("'-cmd");
  });

  it('quotes semicolons and tabs, so a spreadsheet that splits on them sees one cell and no formula', () => {
    expect(csvField('a;=cmd()')).toBe('"a;=cmd()"');
    expect(csvField('a\t=cmd()')).toBe('"a\t=cmd()"');
    expect(csvField('x;@SUM(A1)')).toBe('"x;@SUM(A1)"');
  });

  it('joins records with CRLF after a header', () => {
    expect(
      toCsv(
        ['id', 'memo'],
        [
          [1, 'a,b'],
          [2, ''],
        ],
      ),
    ).toBe('id,memo\r\n1,"a,b"\r\n2,\r\n');
  });
});
