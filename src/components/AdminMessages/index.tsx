import { useEffect, useState, type ReactNode } from 'react';
import PageLoading from '@/components/PageLoading';
import { loadMessages, messagesLoaded } from '@/locales/load';

/**
 * Renders the back office's screens once their texts have arrived (src/locales/load.ts): a visitor's
 * first load does not carry them. A failed load reaches the error boundary above, which offers a reload.
 */
export default function AdminMessages({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => messagesLoaded('admin'));
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    if (ready) return;
    let alive = true;
    loadMessages('admin').then(
      () => alive && setReady(true),
      (err) => alive && setError(err),
    );
    return () => {
      alive = false;
    };
  }, [ready]);
  if (error) throw error;
  return ready ? <>{children}</> : <PageLoading />;
}
