import { useEffect, useState, type ReactNode } from 'react';
import PageLoading from '@/components/PageLoading';
import { loadMessages, messagesLoaded } from '@/locales/load';

/**
 * Renders screens once their part's texts have arrived (src/locales/load.ts): the back office's, or a company
 * account's in the user centre; a first load does not carry them. A failed load reaches the error boundary
 * above, which offers a reload.
 */
export default function LazyMessages({ part, children }: { part: Parameters<typeof loadMessages>[0]; children: ReactNode }) {
  const [ready, setReady] = useState(() => messagesLoaded(part));
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    if (ready) return;
    let alive = true;
    loadMessages(part).then(
      () => alive && setReady(true),
      (err) => alive && setError(err),
    );
    return () => {
      alive = false;
    };
  }, [ready, part]);
  if (error) throw error;
  return ready ? <>{children}</> : <PageLoading />;
}
