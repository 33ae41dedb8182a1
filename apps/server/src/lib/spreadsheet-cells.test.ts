import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvOptions, excelBytes, spreadsheetText } from './spreadsheet-cells';

describe('spreadsheetText', () => {
  it.each([
    ['=1+1', 'a leading equals sign'],
    ['+1+1', 'a leading plus'],
    ['-1+1', 'a leading minus'],
    ['@SUM(A1:A9)', 'a leading at sign'],
    ['=HYPERLINK("http://x.test","click")', 'a link'],
    ["=cmd|' /C calc'!A0", 'a DDE call'],
    ['\t=1+1', 'a tab before it'],
    ['\tplain', 'a leading tab'],
    ['\rplain', 'a leading carriage return'],
    ['\nplain', 'a leading line feed'],
    ['  =1+1', 'spaces before it'],
    ['\u00a0\u3000=1+1', 'no-break and ideographic spaces before it'],
    ['\uff1d1+1', 'a full-width equals sign'],
    ['\uff0b1+1', 'a full-width plus'],
    ['\uff0d1+1', 'a full-width minus'],
    ['\uff20SUM(A1)', 'a full-width at sign'],
    ['\ufe661+1', 'a small equals sign'],
    ['\u22121+1', 'a minus sign'],
    ['\u2013 1+1', 'an en dash'],
    ['Evil;=1+1', 'a semicolon, then a formula'],
    ['a,+b', 'a comma, then a plus'],
    ['Evil, =1+1', 'a comma, a space, then a formula'],
    ['Evil\t@x', 'a tab, then an at sign'],
    ['Evil;\uff1d1+1', 'a semicolon, then a full-width equals sign'],
    ['line one\n=1+1', 'a line break, then a formula'],
    ['-5,-3', 'a list of negative numbers, which a split would run'],
  ])('prefixes %j (%s) with an apostrophe and keeps the rest', (text) => {
    expect(spreadsheetText(text)).toBe(`'${text}`);
  });

  it.each([
    ['Asha Rao', 'a name'],
    ['Rs 1,000', 'a comma in an amount'],
    ['e-mail', 'a hyphen in a word'],
    ['Blue - Red', 'a dash between spaces'],
    ['T-shirt, size 4-5', 'a comma followed by a word'],
    ['Refund for LL-2603-00001', 'an order number'],
    ['a = b', 'an equals sign in the middle'],
    ['john@example.com', 'an e-mail address'],
    ['1+1', 'a sum without a sign in front'],
    ['-5', 'a negative number'],
    ['-120.50', 'a negative amount'],
    ['12.50', 'an amount'],
    ["'=already", 'text that is already quoted'],
    ['', 'nothing'],
    ['नमस्ते', 'another script'],
  ])('leaves %j (%s) as it is', (text) => {
    expect(spreadsheetText(text)).toBe(text);
  });
});

describe('csvOptions', () => {
  it('neutralises every text cell and leaves numbers as numbers', () => {
    const text = stringify(
      [
        ['Name', 'Amount'],
        ['=1+1', -120.5],
        ['Evil;=1+1', 0],
      ],
      csvOptions(),
    );
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(parse(text, { bom: true })).toEqual([
      ['Name', 'Amount'],
      ["'=1+1", '-120.5'],
      ["'Evil;=1+1", '0'],
    ]);
  });
  it('quotes every text cell holding a separator, so no import splits it into a formula', () => {
    const text = stringify(
      [
        ['Evil;=1+1', 'a;b', 'tab\there', 'a,b', 'plain', 5],
        ['=1+1', 'Asha Rao', 'x', 'y', 'z', -1],
      ],
      csvOptions(),
    );
    const [first, second] = text.replace('\ufeff', '').split('\n');
    // Excel in a semicolon locale splits an unquoted `'Evil;=1+1` and runs `=1+1`.
    expect(first).toBe('"\'Evil;=1+1","a;b","tab\there","a,b",plain,5');
    expect(second).toBe("'=1+1,Asha Rao,x,y,z,-1");
    expect(parse(text, { bom: true })[0]).toEqual([
      "'Evil;=1+1",
      'a;b',
      'tab\there',
      'a,b',
      'plain',
      '5',
    ]);
  });
});

describe('excelBytes', () => {
  it('neutralises every text cell of every sheet, and keeps numbers, dates and formulas', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('one');
    first.addRow(['Name', 'Amount', 'When']);
    first.addRow(['\uff1d1+1', -120.5, new Date(Date.UTC(2026, 2, 18))]);
    first.addRow(['Total', { formula: 'SUM(B2:B2)', result: -120.5 }]);
    workbook.addWorksheet('two').addRow(['a,+b', 'plain']);

    const read = new ExcelJS.Workbook();
    await read.xlsx.load((await excelBytes(workbook)) as unknown as ArrayBuffer);
    const one = read.getWorksheet('one')!;
    expect(one.getRow(1).values).toEqual([undefined, 'Name', 'Amount', 'When']);
    expect(one.getCell('A2').value).toBe("'\uff1d1+1");
    expect(one.getCell('B2').value).toBe(-120.5);
    expect(one.getCell('C2').value).toEqual(new Date(Date.UTC(2026, 2, 18)));
    expect(one.getCell('B3').value).toMatchObject({ formula: 'SUM(B2:B2)' });
    expect(read.getWorksheet('two')!.getRow(1).values).toEqual([undefined, "'a,+b", 'plain']);
  });
});
