import type { CountryCode } from '../shared/countries.js';

/** About what one Norwegian krone buys, so a Danish or Swedish demo shows plausible amounts. */
export const perNorwegianKrone: Record<CountryCode, number> = { no: 1, dk: 0.64, se: 0.95 };
