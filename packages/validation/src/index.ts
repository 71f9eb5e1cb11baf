export * from './password-rules.js';
