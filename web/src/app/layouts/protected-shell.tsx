import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { decodeToken } from '../../shared/auth/token';
import { useToken } from '../../shared/auth/use-token';
import { RequireAuth } from '../guards/require-auth';
import { createQueryClient } from '../query-client';
import { SignedInLayout } from './signed-in-layout';

/**
 * Every protected route: the token rules first, then the signed-in layout. Cached server data
 * belongs to one session and supplier, so another session or supplier starts a fresh cache.
 */
export default function ProtectedShell() {
  const token = useToken();
  const claims = token ? decodeToken(token) : null;
  const cacheKey = claims ? `${claims.sid}:${claims.supplier_id}` : '';
  const queryClient = useMemo(() => {
    void cacheKey;
    return createQueryClient();
  }, [cacheKey]);
  return (
    <RequireAuth>
      <QueryClientProvider client={queryClient}>
        {/* Mounted afresh too: a query keeps the client it was first rendered with. */}
        <SignedInLayout key={cacheKey} />
      </QueryClientProvider>
    </RequireAuth>
  );
}
