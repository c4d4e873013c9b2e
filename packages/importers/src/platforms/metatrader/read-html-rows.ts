import { Parser } from 'htmlparser2';
import type { ReportRow } from './report-rows.ts';

const CELL_TAGS = new Set(['td', 'th']);

/** Cells a report hides (MetaTrader 5 puts each position's comment in `<td class="hidden" colspan="8">`). */
function isHidden(attributes: Record<string, string>): boolean {
  return (attributes.class ?? '').split(/\s+/).includes('hidden');
}

/**
 * Every `<tr>` of an HTML report as its visible cells' texts (entities decoded, spaces collapsed and trimmed), with
 * the source line the row starts on. htmlparser2 closes what a truncated file leaves open, so the caller decides
 * from the sections and totals whether the file is whole. Colspans are not expanded: MetaTrader's data rows have
 * one cell per column.
 */
export function readHtmlRows(html: string): ReportRow[] {
  const rows: ReportRow[] = [];
  let row: ReportRow | null = null;
  let cell: string | null = null;
  let hiddenDepth = 0;
  let counted = 0;
  let line = 1;

  const lineAt = (index: number): number => {
    for (; counted < index; counted += 1) if (html.charCodeAt(counted) === 10) line += 1;
    return line;
  };
  const closeCell = () => {
    if (row && cell !== null) row.cells.push(cell.replace(/\s+/g, ' ').trim());
    cell = null;
  };
  const closeRow = () => {
    closeCell();
    if (row) rows.push(row);
    row = null;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (hiddenDepth > 0) {
          hiddenDepth += 1;
        } else if (name === 'tr') {
          closeRow();
          row = { line: lineAt(parser.startIndex), cells: [] };
        } else if (CELL_TAGS.has(name) && row) {
          closeCell();
          if (isHidden(attributes)) hiddenDepth = 1;
          else cell = '';
        }
      },
      ontext(text) {
        if (hiddenDepth === 0 && cell !== null) cell += text;
      },
      onclosetag(name) {
        if (hiddenDepth > 0) hiddenDepth -= 1;
        else if (name === 'tr') closeRow();
        else if (CELL_TAGS.has(name)) closeCell();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  closeRow();
  return rows;
}
