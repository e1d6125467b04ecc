import { useDispatch } from '@umijs/max';
import { useCallback } from 'react';

/**
 * Runs a dva effect and hands back what the effect returned (undefined when its request failed).
 * dva's dispatch resolves to the effect's return value, but its type says it returns the action: this
 * hook holds that one cast, so no screen needs `as never` or `as unknown as`.
 */
export function useEffectCall() {
  const dispatch = useDispatch();
  return useCallback(<Result = unknown>(type: string, payload?: unknown) => dispatch({ type, payload }) as unknown as Promise<Result | undefined>, [dispatch]);
}
