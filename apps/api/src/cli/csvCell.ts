// One CSV cell, quoted, and defused against formula injection when opened in a spreadsheet.
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  // A leading = + - @ TAB or CR makes Excel/LibreOffice evaluate the cell; a leading quote keeps it text.
  if (formulaStart.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
