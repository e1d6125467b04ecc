import { useCallback, useEffect, useRef, useState } from 'react';
import { serverFieldError, type ServerError } from '@/utils/formRules';

/**
 * What a screen or a drawer shows from one call made with skipErrorHandler: the data, or why there is none (the
 * server's status and message, so a 404 can read "not found" and anything else the server's words), whether a call
 * is under way (the last data stays shown meanwhile, as a list keeps its page while the next loads), and `reload`
 * for after an action. Called again whenever `load` changes (wrap it in useCallback with its inputs); only the
 * latest call's answer is kept, so a slow answer for an earlier page never replaces a later one.
 */
export function useLoaded<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T>();
  const [failure, setFailure] = useState<ServerError>();
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    try {
      const answer = await load();
      if (call !== latest.current) return;
      setData(answer);
      setFailure(undefined);
    } catch (err) {
      if (call === latest.current) setFailure(serverFieldError(err));
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, [load]);
  useEffect(() => {
    reload();
  }, [reload]);
  return { data, setData, failure, loading, reload };
}
