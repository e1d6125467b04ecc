// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Delete an empty board; one that still holds threads is refused with the count POST /api/forum/admin/data/categoryDelete */
export async function deleteForumBoard(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/api/forum/admin/data/categoryDelete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Create (no id) or update a board; a name already used is refused (409) POST /api/forum/admin/data/categoryPost */
export async function saveForumBoard(
  body: {
    id?: number;
    name: string;
    description?: string | null;
    order?: number;
    visible?: boolean;
    postPolicy?: 'visitors' | 'staff';
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      description: string | null;
      order: number;
      visible: boolean;
      postPolicy: 'visitors' | 'staff';
      threadCount: number;
      updatedAt: string;
    };
    message?: string;
  }>('/api/forum/admin/data/categoryPost', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Every board in order, with its threads counted GET /api/forum/admin/data/categoryView */
export async function queryForumBoards(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        description: string | null;
        order: number;
        visible: boolean;
        postPolicy: 'visitors' | 'staff';
        threadCount: number;
        updatedAt: string;
      }[];
      total: number;
    };
    message?: string;
  }>('/api/forum/admin/data/categoryView', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Hide, show, approve (held), dismiss reports, pin/unpin or lock/unlock the thread, or delete (an opening post deletes its thread) POST /api/forum/admin/data/moderate */
export async function moderateForumPosts(
  body: {
    ids: number[];
    action: 'hide' | 'show' | 'approve' | 'pin' | 'unpin' | 'lock' | 'unlock' | 'dismiss' | 'delete';
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { affected: number }; message?: string }>('/api/forum/admin/data/moderate', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Staff start a thread (an announcement) in any board, published at once POST /api/forum/admin/data/threadPost */
export async function postForumAnnouncement(
  body: {
    boardId: number;
    title: string;
    content: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number; threadId: number; status: 'published' | 'held' | 'hidden' }; message?: string }>(
    '/api/forum/admin/data/threadPost',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
      },
      data: body,
      ...(options || {}),
    },
  );
}

/** One page of posts (opening posts and replies) with their open reports, filtered and sorted GET /api/forum/admin/data/view */
export async function queryForumPosts(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryForumPostsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        kind: 'thread' | 'reply';
        threadId: number;
        threadTitle: string;
        boardId: number;
        boardName: string;
        content: string;
        status: 'published' | 'held' | 'hidden';
        heldFor: string[];
        pinned: boolean;
        locked: boolean;
        authorName: string;
        authorKind: 'visitor' | 'staff';
        reportCount: number;
        reports: { reason: string; reporterName: string; createdAt: string }[];
        createdAt: string;
      }[];
      total: number;
      more: boolean;
    };
    message?: string;
  }>('/api/forum/admin/data/view', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      // sortField has a default value: createdAt
      sortField: 'createdAt',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      ...params,
    },
    ...(options || {}),
  });
}

/** The sensitive words that hold a post for review GET /api/forum/admin/data/words */
export async function queryForumWords(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { list: string[]; total: number }; message?: string }>('/api/forum/admin/data/words', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Replace the sensitive-word list POST /api/forum/admin/data/wordsPost */
export async function saveForumWords(
  body: {
    words: string[];
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { list: string[]; total: number }; message?: string }>('/api/forum/admin/data/wordsPost', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The visible boards in order, with their threads on the front counted GET /api/forum/board/list */
export async function forumBoards(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; name: string; description: string | null; postPolicy: 'visitors' | 'staff'; threadCount: number }[];
    message?: string;
  }>('/api/forum/board/list', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Reply to a thread (plain text); a locked thread refuses (409); held for review like a thread; at most 5 posts a minute (429) POST /api/forum/reply/post */
export async function postForumReply(
  body: {
    threadId: number;
    content: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number; threadId: number; status: 'published' | 'held' | 'hidden' }; message?: string }>(
    '/api/forum/reply/post',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
      },
      data: body,
      ...(options || {}),
    },
  );
}

/** Report a post to the moderators, with a reason (once per post) POST /api/forum/report */
export async function reportForumPost(
  body: {
    postId: number;
    reason: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/api/forum/report', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** A thread on the front with one page of its replies, oldest first GET /api/forum/thread/detail */
export async function forumThreadDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.forumThreadDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      boardId: number;
      boardName: string;
      pinned: boolean;
      locked: boolean;
      replyCount: number;
      createdAt: string;
      post: { id: number; content: string; authorName: string; byStaff: boolean; createdAt: string };
      replies: {
        list: { id: number; content: string; authorName: string; byStaff: boolean; createdAt: string }[];
        total: number;
        current: number;
        pageSize: number;
      };
    };
    message?: string;
  }>('/api/forum/thread/detail', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',
      ...params,
    },
    ...(options || {}),
  });
}

/** Start a thread (plain text); one with a sensitive word waits for review; at most 5 posts a minute (429) POST /api/forum/thread/post */
export async function postForumThread(
  body: {
    boardId: number;
    title: string;
    content: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number; threadId: number; status: 'published' | 'held' | 'hidden' }; message?: string }>(
    '/api/forum/thread/post',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
      },
      data: body,
      ...(options || {}),
    },
  );
}

/** One page of a board’s threads (or every visible board’s), pinned first, then by latest activity, with the boards GET /api/forum/thread/query */
export async function queryForumThreads(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryForumThreadsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        title: string;
        boardId: number;
        boardName: string;
        excerpt: string;
        authorName: string;
        pinned: boolean;
        locked: boolean;
        replyCount: number;
        createdAt: string;
        lastPostAt: string;
      }[];
      total: number;
      boards: { id: number; name: string; description: string | null; postPolicy: 'visitors' | 'staff'; threadCount: number }[];
    };
    message?: string;
  }>('/api/forum/thread/query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',
      ...params,
    },
    ...(options || {}),
  });
}
