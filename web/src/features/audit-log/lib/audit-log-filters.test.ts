import { describe, expect, it } from 'vitest';
import {
  auditLogExportPath,
  detailsOf,
  readAuditLogState,
  writeAuditLogState,
} from './audit-log-filters';

const company = '6f1c2a9e-0b1d-4c59-9a51-6d3c8f0e2b47';

describe('the audit log filters in the address', () => {
  it('read back what was written, and drop what is not a filter', () => {
    const state = {
      filter: {
        supplier_id: company,
        actor_id: null,
        action: 'sign_in.failed',
        from: '2026-10-01',
        to: null,
      },
      page: 3,
    };
    const search = writeAuditLogState(state);
    expect(search.toString()).toBe(
      `company=${company}&action=sign_in.failed&from=2026-10-01&page=3`,
    );
    expect(readAuditLogState(search)).toEqual(state);
    const junk = new URLSearchParams('company=x&person=1&action=DROP&from=yesterday&page=-2');
    expect(readAuditLogState(junk)).toEqual({
      filter: { supplier_id: null, actor_id: null, action: null, from: null, to: null },
      page: 1,
    });
  });

  it('exports exactly the filters shown, in the page language', () => {
    const path = auditLogExportPath({ action: 'job.ordered', from: '2026-10-01', to: null }, 'fi');
    expect(path).toBe(
      '/api/audit-log/no/export.csv?action=job.ordered&from=2026-10-01&language=fi',
    );
  });

  it('reads the sign-in method and the reason from the details', () => {
    expect(detailsOf('{"method":"password","reason":"wrong_password"}')).toEqual({
      method: 'password',
      reason: 'wrong_password',
    });
    expect(detailsOf('{"api_tokens_still_active":2,"scim_tokens_still_active":0}')).toEqual({
      tokensStillActive: { api: 2, scim: 0 },
    });
    expect(detailsOf('{"api_tokens_still_active":0,"scim_tokens_still_active":0}')).toEqual({});
    expect(detailsOf('{"kind":"COMPLETE"}')).toEqual({});
    expect(detailsOf('not json')).toEqual({});
  });
});
