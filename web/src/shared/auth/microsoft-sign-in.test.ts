import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingMicrosoftSignIn, readPendingMicrosoftSignIn } from './microsoft-sign-in';

const store = (value: unknown) =>
  sessionStorage.setItem(
    'microsoftSignIn',
    typeof value === 'string' ? value : JSON.stringify(value),
  );

describe('the pending Microsoft sign-in', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the state and a path of this site to return to', () => {
    store({ state: 'state-1', from: '/account?tab=1' });
    expect(readPendingMicrosoftSignIn()).toEqual({ state: 'state-1', from: '/account?tab=1' });
  });

  it('never returns to another origin', () => {
    for (const from of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)']) {
      store({ state: 'state-1', from });
      expect(readPendingMicrosoftSignIn()).toEqual({ state: 'state-1' });
    }
  });

  it('is nothing when missing, malformed or cleared', () => {
    expect(readPendingMicrosoftSignIn()).toBeNull();
    store('{not json');
    expect(readPendingMicrosoftSignIn()).toBeNull();
    store({ from: '/account' });
    expect(readPendingMicrosoftSignIn()).toBeNull();
    store({ state: 'state-1' });
    clearPendingMicrosoftSignIn();
    expect(readPendingMicrosoftSignIn()).toBeNull();
  });
});
