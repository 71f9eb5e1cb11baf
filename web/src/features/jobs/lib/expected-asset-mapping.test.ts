import { emptyMapping, recogniseColumns } from '@itad-portal/validation';
import { describe, expect, it } from 'vitest';
import {
  columnOptions,
  columnQuery,
  listStateOf,
  problemKey,
  withColumn,
  type ListCheck,
} from './expected-asset-mapping';

const check = (changes: Partial<ListCheck> = {}): ListCheck => ({
  headers: ['Serial', 'Tag', 'Model'],
  mapping: { ...emptyMapping(), serial_number: 0, asset_tag: 1, model: 2 },
  recognised: true,
  layout: 'headers',
  preview: [],
  mapping_problem: null,
  row_count: 3,
  problem_count: 0,
  problems: [],
  ...changes,
});

describe('the column mapping of an expected-asset list', () => {
  it('recognises common headers in the five languages and English variants', () => {
    expect(recogniseColumns(['S/N', 'Asset Tag', 'Model'])).toEqual({
      ...emptyMapping(),
      serial_number: 0,
      asset_tag: 1,
      model: 2,
    });
    expect(recogniseColumns(['Modell', 'Serienr.', 'Inventarnummer'])).toEqual({
      ...emptyMapping(),
      serial_number: 1,
      asset_tag: 2,
      model: 0,
    });
    expect(recogniseColumns(['Sarjanumero', 'Malli'])).toMatchObject({
      serial_number: 0,
      model: 1,
    });
    expect(recogniseColumns(['Tillgångsnummer', 'Serial No.'])).toMatchObject({
      serial_number: 1,
      asset_tag: 0,
    });
    expect(recogniseColumns(['Kolonne A', 'Kolonne B'])).toEqual(emptyMapping());
  });

  it('moves a column from one field to another instead of giving it to both', () => {
    const mapping = { ...emptyMapping(), serial_number: 0, asset_tag: 1 };
    expect(withColumn(mapping, 'model', 1)).toEqual({
      ...emptyMapping(),
      serial_number: 0,
      model: 1,
    });
    expect(withColumn(mapping, 'serial_number', 1)).toEqual({
      ...emptyMapping(),
      serial_number: 1,
    });
    expect(withColumn(mapping, 'asset_tag', null)).toEqual({ ...emptyMapping(), serial_number: 0 });
    expect(withColumn(mapping, 'device_name', 1)).toEqual({
      ...emptyMapping(),
      serial_number: 0,
      device_name: 1,
    });
  });

  it('sends a chosen mapping with every field named, and nothing to let the server recognise', () => {
    expect(columnQuery(null)).toEqual({});
    expect(
      columnQuery({ ...emptyMapping(), serial_number: 2, model: 0, device_id: 3, holds_data: 1 }),
    ).toEqual({
      serial_number_column: '2',
      asset_tag_column: 'none',
      model_column: '0',
      device_id_column: '3',
      device_name_column: 'none',
      holds_data_column: '1',
    });
  });

  it('offers each column by its number from 1 and its header', () => {
    expect(columnOptions(['Serial', ''])).toEqual([
      { value: '0', number: 1, header: 'Serial' },
      { value: '1', number: 2, header: '—' },
    ]);
  });

  it('says whether columns are to be chosen, rows corrected, or the list is ready', () => {
    expect(listStateOf(check())).toBe('ready');
    expect(listStateOf(check({ mapping_problem: 'serialNumberColumnMissing' }))).toBe(
      'chooseColumns',
    );
    expect(
      listStateOf(
        check({
          problem_count: 1,
          problems: [{ line: 4, code: 'serialNumberMissing', message: '' }],
        }),
      ),
    ).toBe('invalid');
  });

  it('translates the problems it knows and leaves others to the server text', () => {
    expect(problemKey('duplicateSerialNumber')).toBe(
      'reconciliation.upload.problem.duplicateSerialNumber',
    );
    expect(problemKey('somethingNew')).toBeNull();
  });
});
