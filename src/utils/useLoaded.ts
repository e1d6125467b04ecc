import { useCallback, useEffect, useState } from 'react';
import { serverFieldError, type ServerError } from '@/utils/formRules';

/**
 * What a screen or a drawer shows from one call made with skipErrorHandler: the data, or why there is none (the
 * server's status and message, so a 404 can read "not found" and anything else the server's words), and `reload`
 * for after an action. Called again whenever `load` changes (wrap it in useCallback with its inputs).
 */
export function useLoaded<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T>();
  const [failure, setFailure] = useState<ServerError>();
  const reload = useCallback(async () => {
    try {
      setData(await load());
      setFailure(undefined);
    } catch (err) {
      setFailure(serverFieldError(err));
    }
  }, [load]);
  useEffect(() => {
    reload();
  }, [reload]);
  return { data, setData, failure, reload };
}
