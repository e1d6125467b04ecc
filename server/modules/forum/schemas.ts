import { z } from 'zod';
import {
  FORUM_CONTENT_MAX,
  FORUM_MODERATION_ACTIONS,
  FORUM_POST_POLICIES,
  FORUM_POST_STATUSES,
  FORUM_REASON_MAX,
  FORUM_TITLE_MAX,
  FORUM_WORD_MAX,
  FORUM_WORDS_LIMIT,
} from '@shared/forum';
import { id, idParam, INT4_MAX, pageFields } from '../../lib/fields';

/** How many boards the forum may keep: the front shows them all as tabs, the admin as one list. */
export const BOARD_LIMIT = 50;

export const postStatus = z.enum(FORUM_POST_STATUSES);
export const postPolicy = z.enum(FORUM_POST_POLICIES);

// ---------- boards ----------

export const board = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  visible: z.boolean(),
  postPolicy,
  /** Every thread of the board, whatever its status. */
  threadCount: z.number().int(),
  updatedAt: z.string(),
});
export const boardList = z.object({ list: z.array(board), total: z.number().int() });

export const boardPost = z.object({
  /** Absent to create. */
  id: id.optional(),
  name: z.string().trim().min(1, 'is required').max(32),
  description: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => v || null),
  order: z.number().int().min(0).max(9999).default(0),
  visible: z.boolean().default(true),
  postPolicy: postPolicy.default('visitors'),
});

// ---------- moderation ----------

export const moderationQuery = z.object({
  ...pageFields,
  boardId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  threadId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  status: postStatus.optional(),
  /** Opening posts (threads) or replies only. */
  kind: z.enum(['thread', 'reply']).optional(),
  /** The post's text or its thread's title contains. */
  keyword: z.string().trim().max(100).optional(),
  /** Only posts with open reports. */
  reported: z.enum(['true', 'false']).optional(),
  sortField: z.enum(['createdAt', 'reportCount']).default('createdAt'),
  sortOrder: z.enum(['ascend', 'descend']).default('descend'),
});

export const reportItem = z.object({ reason: z.string(), reporterName: z.string(), createdAt: z.string() });

export const moderationItem = z.object({
  id: z.number().int(),
  kind: z.enum(['thread', 'reply']),
  threadId: z.number().int(),
  threadTitle: z.string(),
  boardId: z.number().int(),
  boardName: z.string(),
  content: z.string(),
  status: postStatus,
  /** The sensitive words that held it. */
  heldFor: z.array(z.string()),
  /** The thread's placement. */
  pinned: z.boolean(),
  locked: z.boolean(),
  authorName: z.string(),
  authorKind: z.enum(['visitor', 'staff']),
  reportCount: z.number().int(),
  /** The newest open reports (at most 5). */
  reports: z.array(reportItem),
  createdAt: z.string(),
});
export const moderationList = z.object({
  list: z.array(moderationItem),
  /** Counted up to 10,000. */
  total: z.number().int(),
  /** More posts match than the total says. */
  more: z.boolean(),
});

export const moderateBody = z.object({
  ids: z.array(id).min(1, 'choose at least one post').max(100),
  action: z.enum(FORUM_MODERATION_ACTIONS),
});
export const moderated = z.object({ affected: z.number().int() });

// ---------- sensitive words ----------

export const wordList = z.object({ list: z.array(z.string()), total: z.number().int() });
export const wordsPost = z.object({
  /** The whole list (replaces the old one); blanks and repeats are dropped. */
  words: z
    .array(z.string().trim().max(FORUM_WORD_MAX))
    .max(FORUM_WORDS_LIMIT)
    .transform((words) => [...new Set(words.filter(Boolean))]),
});

// ---------- posting ----------

const title = z.string().trim().min(2, 'must have at least 2 characters').max(FORUM_TITLE_MAX);
const content = z.string().trim().min(1, 'is required').max(FORUM_CONTENT_MAX);

export const threadPost = z.object({ boardId: id, title, content });
export const replyPost = z.object({ threadId: id, content });
export const reportPost = z.object({ postId: id, reason: z.string().trim().min(2, 'must have at least 2 characters').max(FORUM_REASON_MAX) });
export const posted = z.object({
  id: z.number().int(),
  /** The thread it belongs to (itself for a new thread). */
  threadId: z.number().int(),
  /** published, or held for review (the message says so). */
  status: postStatus,
});

// ---------- the front ----------

export const frontBoard = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  postPolicy,
  /** Threads on the front. */
  threadCount: z.number().int(),
});
export const frontBoards = z.array(frontBoard);

export const threadQuery = z.object({
  ...pageFields,
  /** A visible board; every visible board without it. */
  board: idParam.optional(),
});
export const threadItem = z.object({
  id: z.number().int(),
  title: z.string(),
  boardId: z.number().int(),
  boardName: z.string(),
  excerpt: z.string(),
  authorName: z.string(),
  pinned: z.boolean(),
  locked: z.boolean(),
  replyCount: z.number().int(),
  createdAt: z.string(),
  lastPostAt: z.string(),
});
export const threadList = z.object({ list: z.array(threadItem), total: z.number().int(), boards: frontBoards });

export const threadDetailQuery = z.object({ id: idParam, ...pageFields });
export const frontPost = z.object({
  /** The post's id, for a report. */
  id: z.number().int(),
  content: z.string(),
  authorName: z.string(),
  /** Staff (an announcement's author): shown with a badge. */
  byStaff: z.boolean(),
  createdAt: z.string(),
});
export const threadDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  boardId: z.number().int(),
  boardName: z.string(),
  pinned: z.boolean(),
  locked: z.boolean(),
  replyCount: z.number().int(),
  createdAt: z.string(),
  /** The opening post. */
  post: frontPost,
  /** One page of the published replies, oldest first. */
  replies: z.object({ list: z.array(frontPost), total: z.number().int(), current: z.number().int(), pageSize: z.number().int() }),
});
