import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../shared/components/loading-screen';

/** Until a layout's code is in, there is no layout to sit in: the bare loading screen. */
export function RootBoundary() {
  return (
    <Suspense fallback={<LoadingScreen variant="bare" />}>
      <Outlet />
    </Suspense>
  );
}
