import { describe, expect, it } from 'vitest';
import { headerKey, layoutOf, recogniseList } from './asset-list-layouts.js';
import { checkExpectedAssetRow, holdsDataOf } from './expected-assets.js';

describe("the layouts of the customers' tools", () => {
  it('knows each tool by the headers only its export has', () => {
    expect(layoutOf(['Device ID', 'Device name', 'Enrollment date', 'Serial number'])).toBe(
      'intune',
    );
    // Newer Intune exports name Entra instead of Azure AD.
    expect(
      layoutOf(['Device name', 'Microsoft Entra Device ID', 'Device ID', 'Serial number']),
    ).toBe('intune');
    expect(layoutOf(['asset_tag', 'serial_number', 'install_status'])).toBe('servicenow');
    expect(layoutOf(['Asset tag', 'Serial number', 'Model category'])).toBe('servicenow');
    expect(layoutOf(['Asset Tag', 'Asset Name', 'Serial'])).toBe('snipe_it');
    expect(layoutOf(['Computer Name', 'JSS Computer ID', 'Serial Number'])).toBe('jamf_pro');
    // A list of one's own with the same words is no tool's export.
    expect(layoutOf(['Device ID', 'Device name', 'Serial number'])).toBeNull();
    expect(layoutOf(['Serial', 'Asset tag'])).toBeNull();
  });

  it("takes the layout's columns, and the common names for the fields it does not have", () => {
    expect(
      recogniseList(['Asset Tag', 'Asset Name', 'Serial', 'ID', 'Model', 'Holds data']),
    ).toEqual({
      layout: 'snipe_it',
      mapping: {
        serial_number: 2,
        asset_tag: 0,
        model: 4,
        device_id: 3,
        device_name: 1,
        holds_data: 5,
      },
    });
    expect(recogniseList(['Enhetsnavn', 'Serienummer', 'Inneholder data']).mapping).toMatchObject({
      serial_number: 1,
      device_name: 0,
      holds_data: 2,
    });
  });

  it('keys a remembered mapping by the headers, whatever their case and punctuation', () => {
    expect(headerKey(['Løbenr.', 'Maskine'])).toBe(headerKey(['løbenr', 'MASKINE']));
    expect(headerKey(['A', 'B'])).not.toBe(headerKey(['B', 'A']));
  });
});

describe('holds data', () => {
  it('reads yes and no in the five languages, empty as unknown', () => {
    expect(['yes', 'Ja', 'kyllä', 'TRUE', '1', 'x'].map(holdsDataOf)).toEqual(Array(6).fill(true));
    expect(['no', 'Nej', 'nei', 'ei', 'false', '0'].map(holdsDataOf)).toEqual(Array(6).fill(false));
    expect(holdsDataOf('  ')).toBeNull();
    expect(holdsDataOf('perhaps')).toBe('invalid');
    expect(checkExpectedAssetRow({ serial_number: 'S1', holds_data: 'perhaps' })).toEqual({
      problem: 'holdsDataInvalid',
    });
  });
});
