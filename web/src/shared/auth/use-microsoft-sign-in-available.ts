import { useEffect, useState } from 'react';
import { request } from '../graphql/client';
import { MicrosoftSignInAvailableDocument } from '../graphql/generated/graphql';

let availability: Promise<boolean> | undefined;

/** Whether to offer "Sign in with Microsoft"; asked once per page load, false on any failure. */
export function useMicrosoftSignInAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let current = true;
    availability ??= request(MicrosoftSignInAvailableDocument).then(
      (result) => result.microsoft_sign_in_available,
      () => {
        availability = undefined;
        return false;
      },
    );
    void availability.then((value) => {
      if (current) setAvailable(value);
    });
    return () => {
      current = false;
    };
  }, []);
  return available;
}
