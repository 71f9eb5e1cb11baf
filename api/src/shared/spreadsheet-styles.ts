import type ExcelJS from 'exceljs';

/**
 * The cell formats of every XLSX the portal writes (reports, list exports). Excel shows these by
 * the reader's own locale (separators); dates stay unambiguous. Every cell gets one of these
 * shared objects (text the plain one): exceljs recognises a style object it has seen, where a
 * fresh one per cell is worked out again (2x the writing time).
 */
export const cellStyles: Record<
  'date' | 'dateTime' | 'number' | 'integer' | 'text',
  Partial<ExcelJS.Style>
> = {
  date: { numFmt: 'yyyy-mm-dd' },
  dateTime: { numFmt: 'yyyy-mm-dd hh:mm' },
  integer: { numFmt: '#,##0' },
  number: { numFmt: '#,##0.00' },
  text: {},
};

/** The header row: the brand's dark green with white bold text. */
export const headerStyle: Partial<ExcelJS.Style> = {
  font: { bold: true, color: { argb: 'FFFFFFFF' } },
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F5C45' } },
  alignment: { vertical: 'middle' },
  border: { bottom: { style: 'thin', color: { argb: 'FF0F3326' } } },
};
