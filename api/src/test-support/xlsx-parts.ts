import { storedZip } from './stored-zip.js';

const spreadsheetNamespace = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationshipsNamespace = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeRelationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A1-style column letters: 0 -> A, 25 -> Z, 26 -> AA. */
function columnLetters(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnLetters(Math.floor(index / 26) - 1) + letter;
}

/**
 * A one-sheet XLSX of text cells (shared strings) whose parts come in the order some writers
 * use: relationships, shared strings, the worksheet, and only then xl/workbook.xml.
 */
export function worksheetFirstXlsx(table: string[][]): Buffer {
  const strings = [...new Set(table.flat())];
  const rows = table
    .map((cells, rowIndex) => {
      const row = rowIndex + 1;
      const xml = cells
        .map(
          (cell, column) =>
            `<c r="${columnLetters(column)}${row}" t="s"><v>${strings.indexOf(cell)}</v></c>`,
        )
        .join('');
      return `<row r="${row}">${xml}</row>`;
    })
    .join('');
  return storedZip([
    {
      name: '[Content_Types].xml',
      content: `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content: `${declaration}<Relationships xmlns="${relationshipsNamespace}"><Relationship Id="rId1" Type="${officeRelationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `${declaration}<Relationships xmlns="${relationshipsNamespace}"><Relationship Id="rId1" Type="${officeRelationships}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${officeRelationships}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    {
      name: 'xl/sharedStrings.xml',
      content: `${declaration}<sst xmlns="${spreadsheetNamespace}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t xml:space="preserve">${escaped(text)}</t></si>`).join('')}</sst>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: `${declaration}<worksheet xmlns="${spreadsheetNamespace}"><sheetData>${rows}</sheetData></worksheet>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `${declaration}<workbook xmlns="${spreadsheetNamespace}" xmlns:r="${officeRelationships}"><sheets><sheet name="Units" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
  ]);
}
