/**
 * The provider's library documents (PDF) uploaded in the console: at most 20 MB, room for a
 * product catalogue or a scanned certificate, and checked by the form before it is sent.
 */
export const maximumDocumentBytes = 20 * 1024 * 1024;

/** A document's key: variants of one document in several languages share it. */
export const documentKeyPattern = /^[a-z0-9][a-z0-9_-]{0,79}$/;

/** Titles in every language: 1 to 200 characters. */
export const maximumDocumentTitleLength = 200;

/**
 * A customer's logo (top bar, user menu): PNG, JPEG or WebP of at most 100 KB. It travels with
 * every page's first request, so a small image; a logo is a few kilobytes.
 */
export const maximumLogoBytes = 100 * 1024;
export const logoContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
