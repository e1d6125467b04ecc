import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { idBody } from '../../lib/fields';
import * as boards from './boards';
import * as moderation from './moderation';
import * as posting from './posting';
import * as s from './schemas';
import * as words from './words';

const tags = ['forum'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };
const writeErrors = { ...errors, 429: errorEnvelope };

/**
 * The forum (spec §7: /api/forum/admin/data/ view, categoryView, categoryPost; the front's reads and the visitors'
 * writes under /api/forum/…): boards, threads and replies by signed-in visitors, moderation, reports and the
 * sensitive-word list.
 */
export const forumRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/forum/admin/data';

    // ---------- the admin ----------
    app.get(
      `${base}/view`,
      {
        config: { permission: 'forum:query' },
        schema: {
          tags,
          operationId: 'queryForumPosts',
          summary: 'One page of posts (opening posts and replies) with their open reports, filtered and sorted',
          querystring: s.moderationQuery,
          response: { 200: envelope(s.moderationList), ...errors },
        },
      },
      async (request) => ok(await moderation.queryPosts(deps.db, request.query)),
    );
    app.post(
      `${base}/moderate`,
      {
        config: { permission: 'forum:moderate' },
        schema: {
          tags,
          operationId: 'moderateForumPosts',
          summary: 'Hide, show, approve (held), dismiss reports, pin/unpin or lock/unlock the thread, or delete (an opening post deletes its thread)',
          body: s.moderateBody,
          response: { 200: envelope(s.moderated), ...errors },
        },
      },
      async (request) => ok(await moderation.moderate(deps, request, request.body)),
    );
    app.post(
      `${base}/threadPost`,
      {
        config: { permission: 'forum:moderate' },
        schema: {
          tags,
          operationId: 'postForumAnnouncement',
          summary: 'Staff start a thread (an announcement) in any board, published at once',
          body: s.threadPost,
          response: { 200: envelope(s.posted), ...errors },
        },
      },
      async (request) => ok(await posting.createStaffThread(deps, request, request.body)),
    );
    app.get(
      `${base}/categoryView`,
      {
        config: { permission: 'forum:query' },
        schema: {
          tags,
          operationId: 'queryForumBoards',
          summary: 'Every board in order, with its threads counted',
          response: { 200: envelope(s.boardList), ...errors },
        },
      },
      async () => ok(await boards.queryBoards(deps.db)),
    );
    app.post(
      `${base}/categoryPost`,
      {
        config: { permission: 'forum:board' },
        schema: {
          tags,
          operationId: 'saveForumBoard',
          summary: 'Create (no id) or update a board; a name already used is refused (409)',
          body: s.boardPost,
          response: { 200: envelope(s.board), ...errors },
        },
      },
      async (request) => ok(await boards.saveBoard(deps, request, request.body)),
    );
    app.post(
      `${base}/categoryDelete`,
      {
        config: { permission: 'forum:board' },
        schema: {
          tags,
          operationId: 'deleteForumBoard',
          summary: 'Delete an empty board; one that still holds threads is refused with the count',
          body: idBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await boards.deleteBoard(deps, request, request.body.id);
        return ok(null);
      },
    );
    app.get(
      `${base}/words`,
      {
        config: { permission: 'forum:query' },
        schema: {
          tags,
          operationId: 'queryForumWords',
          summary: 'The sensitive words that hold a post for review',
          response: { 200: envelope(s.wordList), ...errors },
        },
      },
      async () => ok(await words.queryWords(deps.db)),
    );
    app.post(
      `${base}/wordsPost`,
      {
        config: { permission: 'forum:words' },
        schema: {
          tags,
          operationId: 'saveForumWords',
          summary: 'Replace the sensitive-word list',
          body: s.wordsPost,
          response: { 200: envelope(s.wordList), ...errors },
        },
      },
      async (request) => ok(await words.saveWords(deps, request, request.body.words)),
    );

    // ---------- the front ----------
    app.get(
      '/api/forum/board/list',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'forumBoards',
          summary: 'The visible boards in order, with their threads on the front counted',
          response: { 200: envelope(s.frontBoards) },
        },
      },
      async () => ok(await posting.boardList(deps.db)),
    );
    app.get(
      '/api/forum/thread/query',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'queryForumThreads',
          summary: 'One page of a board’s threads (or every visible board’s), pinned first, then by latest activity, with the boards',
          querystring: s.threadQuery,
          response: { 200: envelope(s.threadList), ...errors },
        },
      },
      async (request) => ok(await posting.threadList(deps.db, request.query)),
    );
    app.get(
      '/api/forum/thread/detail',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'forumThreadDetail',
          summary: 'A thread on the front with one page of its replies, oldest first',
          querystring: s.threadDetailQuery,
          response: { 200: envelope(s.threadDetail), ...errors },
        },
      },
      async (request) => ok(await posting.threadDetail(deps.db, request.query)),
    );
    app.post(
      '/api/forum/thread/post',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'postForumThread',
          summary: 'Start a thread (plain text); one with a sensitive word waits for review; at most 5 posts a minute (429)',
          body: s.threadPost,
          response: { 200: envelope(s.posted), ...writeErrors },
        },
      },
      async (request) => {
        const result = await posting.createThread(deps, request, request.body);
        return ok(result, posting.postedMessage(result));
      },
    );
    app.post(
      '/api/forum/reply/post',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'postForumReply',
          summary: 'Reply to a thread (plain text); a locked thread refuses (409); held for review like a thread; at most 5 posts a minute (429)',
          body: s.replyPost,
          response: { 200: envelope(s.posted), ...writeErrors },
        },
      },
      async (request) => {
        const result = await posting.createReply(deps, request, request.body);
        return ok(result, posting.postedMessage(result));
      },
    );
    app.post(
      '/api/forum/report',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'reportForumPost',
          summary: 'Report a post to the moderators, with a reason (once per post)',
          body: s.reportPost,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await posting.reportPost(deps, request, request.body);
        return ok(null);
      },
    );
  };
