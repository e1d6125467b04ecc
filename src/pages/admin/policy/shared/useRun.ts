import { useAntdApp } from '@/components/AntdApp';

/**
 * A row action (publish, delete…): runs the call, says it is done and reloads the table. A refusal has
 * already been shown by the request layer (the server's message, e.g. "The tag is used by 3 policies"),
 * so it is swallowed here rather than left as an unhandled rejection.
 */
export function useRun(reload: () => void) {
  const { message } = useAntdApp();
  return async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
    } catch {
      return false;
    }
    message.success(done);
    reload();
    return true;
  };
}
