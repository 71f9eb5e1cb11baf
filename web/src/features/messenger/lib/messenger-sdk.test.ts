import { describe, expect, it } from 'vitest';
import { messengerScriptUrl } from './messenger-sdk';

describe('messengerScriptUrl', () => {
  it('loads the customer chat SDK in the translation’s locale, and only a well-formed one', () => {
    expect(messengerScriptUrl('nb_NO')).toBe(
      'https://connect.facebook.net/nb_NO/sdk/xfbml.customerchat.js',
    );
    expect(messengerScriptUrl('../evil')).toBe(
      'https://connect.facebook.net/en_GB/sdk/xfbml.customerchat.js',
    );
  });
});
