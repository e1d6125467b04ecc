import type { WorkflowBusinessType, WorkflowInstanceStatus } from '@shared/workflow';
import type { DbOrTx } from '../../db/client';
import type { workflowInstances } from '../../db/schema';
import type { Deps } from '../../deps';

/**
 * How the engine tells a business area that one of its instances changed status (approved, returned, rejected,
 * withdrawn, running again after a resubmission), inside the transaction that changed it: the area's record
 * and the instance move together or not at all. Policy applications follow their instances by a trigger
 * instead (migration 0031); areas whose follow-up is more than copying a status (publishing an article) listen here.
 */
export type InstanceStatusChange = {
  tx: DbOrTx;
  deps: Deps;
  instance: typeof workflowInstances.$inferSelect;
  status: WorkflowInstanceStatus;
  /** The reviewer's comment, when a person made the change. */
  comment: string | null;
  now: Date;
};

const listeners = new Map<WorkflowBusinessType, (change: InstanceStatusChange) => Promise<void>>();

/** An area listens to its own business type's instances (one listener per type: the area that owns it). */
export function onInstanceStatus(businessType: WorkflowBusinessType, listener: (change: InstanceStatusChange) => Promise<void>) {
  listeners.set(businessType, listener);
}

export async function tellBusiness(change: InstanceStatusChange) {
  await listeners.get(change.instance.businessType)?.(change);
}
