import { useEffect, useState } from 'react';
import { request } from '../../../shared/graphql/client';
import { ResetCodeValidationDocument } from '../../../shared/graphql/generated/graphql';

export type ResetCodeValidity = 'checking' | 'valid' | 'invalid';

/** Asks the server whether the reset code can be used; any failure counts as invalid. */
export function useResetCodeValidity(code: string): ResetCodeValidity {
  const [result, setResult] = useState<{ code: string; validity: ResetCodeValidity } | null>(null);
  useEffect(() => {
    let current = true;
    request(ResetCodeValidationDocument, { reset_code: code })
      .then((data) => data.reset_code_validation.valid)
      .catch(() => false)
      .then((valid) => {
        if (current) setResult({ code, validity: valid ? 'valid' : 'invalid' });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code]);
  return result?.code === code ? result.validity : 'checking';
}
