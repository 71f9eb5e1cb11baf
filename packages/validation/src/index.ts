export * from './password-rules.js';
export * from './phone-rules.js';
export * from './assignment.js';
export * from './business-days.js';
export * from './spreadsheet-cells.js';
export * from './expected-assets.js';
export * from './asset-list-layouts.js';
export * from './integrations.js';
