import { describe, expect, it } from 'vitest';
import { sortByRole, telephoneHref } from './contact-roles';

describe('contact roles', () => {
  it('puts the account manager first and invoicing after sales support', () => {
    const sorted = sortByRole([
      { role: 'invoice', name: 'Nora' },
      { role: 'sales_support', name: 'Eva' },
      { role: 'account_manager', name: 'Marius' },
    ] as const);
    expect(sorted.map((contact) => contact.role)).toEqual([
      'account_manager',
      'sales_support',
      'invoice',
    ]);
  });

  it('makes tel: links of written phone numbers', () => {
    expect(telephoneHref('+47 922 14 380')).toBe('tel:+4792214380');
    expect(telephoneHref('(08) 123-45 67')).toBe('tel:081234567');
  });
});
