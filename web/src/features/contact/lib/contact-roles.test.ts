import { describe, expect, it } from 'vitest';
import { sortByRole, telephoneHref } from './contact-roles';

describe('contact roles', () => {
  it('puts the account manager first and invoicing after sales support', () => {
    const sorted = sortByRole(
      [
        { role: 'invoice', name: 'Nora' },
        { role: 'sales_support', name: 'Eva' },
        { role: 'account_manager', name: 'Marius' },
      ] as const,
      'en',
    );
    expect(sorted.map((contact) => contact.role)).toEqual([
      'account_manager',
      'sales_support',
      'invoice',
    ]);
  });

  it('orders the contacts of one role by name in the interface language', () => {
    const contacts = [
      { role: 'sales_support', name: 'Åse' },
      { role: 'sales_support', name: 'Bjørn' },
      { role: 'sales_support', name: 'Anders' },
    ] as const;
    expect(sortByRole(contacts, 'no').map((contact) => contact.name)).toEqual([
      'Anders',
      'Bjørn',
      'Åse',
    ]);
    expect(sortByRole(contacts, 'en').map((contact) => contact.name)).toEqual([
      'Anders',
      'Åse',
      'Bjørn',
    ]);
  });

  it('makes tel: links of written phone numbers', () => {
    expect(telephoneHref('+47 922 14 380')).toBe('tel:+4792214380');
    expect(telephoneHref('(08) 123-45 67')).toBe('tel:081234567');
  });
});
