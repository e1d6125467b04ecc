import type { WorkflowInstanceStatus } from '@shared/workflow';

/** An instance's status as a badge: running in blue, approved green, rejected red, returned orange, withdrawn grey. */
export const INSTANCE_STATUS_BADGES: Record<WorkflowInstanceStatus, 'processing' | 'success' | 'error' | 'warning' | 'default'> = {
  running: 'processing',
  approved: 'success',
  rejected: 'error',
  returned: 'warning',
  withdrawn: 'default',
};
