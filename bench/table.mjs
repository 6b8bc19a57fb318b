// The bench's console tables: every section of `npm run bench` prints through printTable, so
// the columns line up the same way everywhere.
const KB = 1024;

/** Bytes as the bench prints them: kilobytes, one decimal. */
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Bytes in megabytes (1024 KB), one decimal: the JS heap. */
export const mb = (bytes) => `${(bytes / KB / KB).toFixed(1)} MB`;

/** Prints a title, a header, a rule and the rows, each column as wide as its widest cell. */
export function printTable(title, header, rows) {
  const widths = header.map((cell, index) =>
    Math.max(cell.length, ...rows.map((row) => String(row[index]).length)),
  );
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join('  ');
  console.log(
    `\n${title}\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`,
  );
  for (const row of rows) console.log(line(row));
}
