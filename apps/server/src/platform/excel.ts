// exceljs on first use: importing it costs about 300 ms of module loading, which every start paid
// (and every test that starts a server) though only XLSX uploads and exports need it.
import type ExcelJS from 'exceljs';

export type { ExcelJS };

let loading: Promise<typeof ExcelJS> | undefined;

/** The exceljs module, imported once, when a workbook is first read or written. */
export function loadExcelJs(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
