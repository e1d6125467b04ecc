import type { allNotices } from '@/services/portal/notify';

export type NoticeItem = Awaited<ReturnType<typeof allNotices>>['data']['list'][number];

export const NOTICE_TYPES = ['notice', 'message', 'todo'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** The tag colour of each notice type. */
export const NOTICE_TYPE_COLORS: Record<string, string> = { notice: 'blue', message: 'green', todo: 'orange' };
