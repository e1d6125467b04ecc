import { lazy, memo, Suspense } from 'react';

// Its picture (antd's Result) loads only for a record that is not there.
const Exception404 = lazy(() => import('@/pages/exception/404'));

/**
 * A public screen's "not found" for a record that is not there (a policy, a single page). Memoised: a
 * server-rendered 404 hydrates once the picture arrives, and the screen's own updates meanwhile must not reach it.
 */
const PublicNotFound = memo(function PublicNotFound() {
  return (
    <Suspense fallback={null}>
      <Exception404 />
    </Suspense>
  );
});

export default PublicNotFound;
