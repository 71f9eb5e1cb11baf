import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '../query-client';

/**
 * Public pages that talk to the server (registration, password reset, access requests,
 * certificate checks, Microsoft's callback) use TanStack Query like the signed-in pages. The
 * login screen stays outside: TanStack Query is not part of its first load.
 */
export default function PublicDataShell() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
