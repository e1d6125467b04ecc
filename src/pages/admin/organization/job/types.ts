import type { queryJobs } from '@/services/portal/organization';

export type JobItem = Awaited<ReturnType<typeof queryJobs>>['data']['list'][number];

/** Job code: a letter first, then letters, digits, _ or - (the server's rule). */
export const JOB_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;
