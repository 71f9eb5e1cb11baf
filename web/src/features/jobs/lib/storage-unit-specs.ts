import type { StorageUnitType } from '@itad-portal/validation';

/**
 * Sizes and weight limits of each storage unit type, shown as its tip on the order form.
 * The pallet container and IT waste cage are the spec's figures (section 9); the others are the
 * provider's usual units. Dimensions are length × width × height in centimetres.
 */
export interface StorageUnitSpec {
  dimensionsCm?: [number, number, number];
  maximumHeightCm?: number;
  netWeightKg?: number;
  loadWeightKg?: number;
  maximumWeightKg?: number;
  /** A sentence under storageUnits.notes.<type>. */
  hasNote?: boolean;
}

export const storageUnitSpecs: Record<StorageUnitType, StorageUnitSpec> = {
  BOX: { dimensionsCm: [60, 40, 40], netWeightKg: 1, loadWeightKg: 25, maximumWeightKg: 26 },
  BOX_RETURN_LABEL: {
    dimensionsCm: [60, 40, 40],
    netWeightKg: 1,
    loadWeightKg: 25,
    maximumWeightKg: 26,
    hasNote: true,
  },
  DESKTOP_BOX: {
    dimensionsCm: [60, 50, 50],
    netWeightKg: 2,
    loadWeightKg: 20,
    maximumWeightKg: 22,
  },
  LAPTOP_BOX: {
    dimensionsCm: [45, 35, 12],
    netWeightKg: 0.5,
    loadWeightKg: 5,
    maximumWeightKg: 5.5,
  },
  MOBILE_BOX: {
    dimensionsCm: [30, 20, 15],
    netWeightKg: 0.3,
    loadWeightKg: 6,
    maximumWeightKg: 6.3,
  },
  EURO_PALLET: {
    dimensionsCm: [120, 80, 14],
    maximumHeightCm: 180,
    netWeightKg: 25,
    loadWeightKg: 800,
    maximumWeightKg: 825,
  },
  IT_WASTE: {
    dimensionsCm: [120, 80, 110],
    netWeightKg: 110,
    loadWeightKg: 260,
    maximumWeightKg: 370,
  },
  PALLET: {
    dimensionsCm: [120, 80, 100],
    maximumHeightCm: 200,
    netWeightKg: 25,
    loadWeightKg: 975,
    maximumWeightKg: 1000,
  },
  PC_EXCHANGE_RETURN_LABEL: {
    dimensionsCm: [55, 45, 20],
    netWeightKg: 1,
    loadWeightKg: 10,
    maximumWeightKg: 11,
    hasNote: true,
  },
  PICK_UP: { maximumWeightKg: 30, hasNote: true },
  SECURITY_BAG: {
    dimensionsCm: [50, 35, 10],
    netWeightKg: 0.1,
    loadWeightKg: 4.9,
    maximumWeightKg: 5,
    hasNote: true,
  },
  SECURITY_BRIEFCASE: {
    dimensionsCm: [45, 33, 12],
    netWeightKg: 2,
    loadWeightKg: 8,
    maximumWeightKg: 10,
  },
  SECURITY_CABINET_FULL: {
    dimensionsCm: [76, 66, 170],
    netWeightKg: 95,
    loadWeightKg: 400,
    maximumWeightKg: 495,
  },
  SECURITY_CABINET_HALF: {
    dimensionsCm: [76, 66, 95],
    netWeightKg: 55,
    loadWeightKg: 200,
    maximumWeightKg: 255,
  },
  SECURITY_CASE_S: {
    dimensionsCm: [55, 40, 25],
    netWeightKg: 4,
    loadWeightKg: 20,
    maximumWeightKg: 24,
  },
  SECURITY_CASE_WHEEL_XS: {
    dimensionsCm: [45, 35, 25],
    netWeightKg: 4,
    loadWeightKg: 15,
    maximumWeightKg: 19,
  },
  SECURITY_CASE_WHEEL_S: {
    dimensionsCm: [60, 40, 35],
    netWeightKg: 6,
    loadWeightKg: 25,
    maximumWeightKg: 31,
  },
  SECURITY_CASE_WHEEL_M: {
    dimensionsCm: [70, 45, 45],
    netWeightKg: 8,
    loadWeightKg: 35,
    maximumWeightKg: 43,
  },
  SECURITY_CASE_WHEEL_L: {
    dimensionsCm: [80, 55, 50],
    netWeightKg: 11,
    loadWeightKg: 50,
    maximumWeightKg: 61,
  },
  SECURITY_TROLLEY: {
    dimensionsCm: [80, 60, 100],
    netWeightKg: 35,
    loadWeightKg: 150,
    maximumWeightKg: 185,
  },
  SMALL_CABINET: {
    dimensionsCm: [60, 50, 80],
    netWeightKg: 30,
    loadWeightKg: 120,
    maximumWeightKg: 150,
  },
  WHITE_GLOVE_SERVICE: { hasNote: true },
};

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The lines of a type's tip, translated; numbers in the reader's locale. */
export function storageUnitTipLines(
  type: StorageUnitType,
  t: Translate,
  formatNumber: (value: number) => string,
): string[] {
  const spec = storageUnitSpecs[type];
  const lines: string[] = [];
  if (spec.hasNote) lines.push(t(`storageUnits.notes.${type}`));
  if (spec.dimensionsCm) {
    lines.push(
      t('storageUnits.tip.dimensions', {
        value: `${spec.dimensionsCm.map(formatNumber).join(' × ')} cm`,
      }),
    );
  }
  if (spec.maximumHeightCm !== undefined) {
    lines.push(t('storageUnits.tip.maxHeight', { cm: formatNumber(spec.maximumHeightCm) }));
  }
  if (spec.netWeightKg !== undefined) {
    lines.push(t('storageUnits.tip.netWeight', { kg: formatNumber(spec.netWeightKg) }));
  }
  if (spec.loadWeightKg !== undefined) {
    lines.push(t('storageUnits.tip.loadWeight', { kg: formatNumber(spec.loadWeightKg) }));
  }
  if (spec.maximumWeightKg !== undefined) {
    lines.push(t('storageUnits.tip.maxWeight', { kg: formatNumber(spec.maximumWeightKg) }));
  }
  return lines;
}
