import type { Options as CsvOptions } from 'csv-stringify';
import type { Workbook } from 'exceljs';

/**
 * Characters a spreadsheet may take as the start of a formula: = + - @ (OWASP's list), their
 * full-width forms (U+FF1D, U+FF0B, U+FF0D, U+FF20), which spreadsheets may read as the ASCII
 * ones (a full-width equals sign ran in the review of issue 20), their small forms (U+FE66,
 * U+FE62, U+FE63, U+FE6B), and the minus sign and dashes (U+2212, U+2010 to U+2015) some read as
 * a minus. Quoting text that merely starts with a dash costs an apostrophe; missing one that runs
 * costs the admin's machine.
 */
const FORMULA_START =
  '[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20\\uFE66\\uFE62\\uFE63\\uFE6B\\u2212\\u2010-\\u2015]';

/**
 * A cell is read as a formula when, after any whitespace (imports trim it), it starts with one of
 * those. A leading tab or carriage return is quoted too, as OWASP asks, and a line feed with them.
 * It is also read as one when an import splits the cell: at a comma, semicolon or tab (the
 * separators Excel, LibreOffice and Google Sheets offer or guess), or at a line break where an
 * importer ignores the quotes, each followed by optional spaces and a formula start. A space is
 * offered too, but counting it would quote ordinary text like "Blue - Red"; a pipe or any other
 * character splits only when a person types it in as the separator.
 */
const READ_AS_FORMULA = new RegExp(
  `^[\\t\\r\\n]|^\\s*${FORMULA_START}|[,;\\t\\r\\n]\\s*${FORMULA_START}`,
  'u',
);

/** A plain decimal number is read as that number and never runs; negative amounts stay numbers. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * Text as a spreadsheet cell that only ever shows it: text a spreadsheet could run as a formula
 * gets a leading apostrophe (OWASP's advice, which spreadsheets read as "this is text"), and is
 * otherwise unchanged. For text cells only: the shop's numbers are written as numbers.
 */
export function spreadsheetText(text: string): string {
  return READ_AS_FORMULA.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * Separators an import may split a cell at. csv-stringify quotes only its own delimiter, so
 * `'Evil;=1+1` went out bare and Excel in a semicolon locale split it and ran `=1+1`; quoted, the
 * whole cell is one value in every locale.
 */
const SEPARATOR = /[,;\t]/;

/**
 * The csv-stringify options of every CSV download: each text cell goes through spreadsheetText,
 * a text cell holding a separator is quoted, numbers are left as they are, and a byte order mark
 * leads, so spreadsheets read the text as UTF-8. The cast and the quoting cannot be overridden, so
 * a new download is safe by using these.
 */
export function csvOptions(
  options: Omit<CsvOptions, 'cast' | 'bom' | 'quoted_match'> = {},
): CsvOptions {
  return {
    ...options,
    bom: true,
    quoted_match: SEPARATOR,
    cast: { string: (value) => spreadsheetText(value) },
  };
}

/**
 * The bytes of an Excel download, every text cell of every sheet through spreadsheetText first.
 * The shop's own formulas (totals rows) are formula cells, not text, and are kept.
 */
export async function excelBytes(workbook: Workbook): Promise<Buffer> {
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') cell.value = spreadsheetText(cell.value);
      });
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
