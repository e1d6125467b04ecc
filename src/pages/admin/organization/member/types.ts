import type { queryJobs } from '@/services/portal/organization';

export type JobOption = Awaited<ReturnType<typeof queryJobs>>['data']['list'][number];

/** Employee number: letters, digits or - (the server's rule). */
export const EMPLOYEE_NO_PATTERN = /^[A-Za-z0-9-]+$/;

/** The most jobs one member may hold (the server's limit). */
export const MAX_JOBS = 20;
