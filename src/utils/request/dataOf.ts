/**
 * What a generated client call (src/services/portal) answers in `data`: screens name the server's
 * records after the call that returns them instead of copying their fields.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataOf<Call extends (...args: any[]) => Promise<{ data: unknown }>> = Awaited<ReturnType<Call>>['data'];
