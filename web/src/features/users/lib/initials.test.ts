import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and the last word, uppercased', () => {
    expect(initialsOf('Ola Nordmann')).toBe('ON');
    expect(initialsOf('kari anne hansen')).toBe('KH');
  });

  it('uses one letter for a one-word name', () => {
    expect(initialsOf('Kari')).toBe('K');
  });

  it('ignores extra spaces and keeps letters outside ASCII', () => {
    expect(initialsOf('  Øystein   Åsen ')).toBe('ØÅ');
    expect(initialsOf('ærlig ødegård')).toBe('ÆØ');
  });

  it('gives an empty string for an empty name', () => {
    expect(initialsOf('   ')).toBe('');
  });
});
