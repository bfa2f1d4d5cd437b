/** CSV that Excel opens correctly in a Russian locale: UTF-8 with BOM, ';' between fields, CRLF between rows. */

export type CsvCell = string | number;

const BOM = '\uFEFF';
const FORMULA_START_RE = /^[=+\-@\t\r]/;
const NEEDS_QUOTES_RE = /[;"\r\n]/;

/**
 * One field. Text that a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a
 * leading apostrophe; a lone sign (the journal's '+' mark) cannot hold a formula and stays as it is.
 * Numbers are written as numbers, with the decimal comma Russian Excel expects.
 */
function csvField(cell: CsvCell): string {
  const text =
    typeof cell === 'number'
      ? String(cell).replace('.', ',')
      : cell.length > 1 && FORMULA_START_RE.test(cell)
        ? `'${cell}`
        : cell;
  return NEEDS_QUOTES_RE.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return BOM + rows.map((row) => row.map(csvField).join(';')).join('\r\n');
}
