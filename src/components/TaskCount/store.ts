import { useSyncExternalStore } from 'react';
import { countWorkflowTasks } from '@/services/portal/workflow';

/**
 * How many workflow tasks wait for the signed-in staff member, shared by the header's badge and the inbox's
 * tab: the inbox refreshes it after an action, so both agree without waiting for the next poll.
 */
export type TaskCount = { todo: number; overdue: number };

let current: TaskCount = { todo: 0, overdue: 0 };
const listeners = new Set<() => void>();

function set(next: TaskCount) {
  if (next.todo === current.todo && next.overdue === current.overdue) return;
  current = next;
  listeners.forEach((listener) => listener());
}

/** Asks the server again; a failed call keeps the last count (the next poll tries again). */
export async function refreshTaskCount() {
  try {
    const res = await countWorkflowTasks({ skipErrorHandler: true });
    if (res?.code === 0 && res.data) set(res.data);
  } catch {
    // Keep what is shown.
  }
}

export function useTaskCount(): TaskCount {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
