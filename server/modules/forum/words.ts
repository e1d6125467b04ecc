import { asc, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { FORUM_WORDS_LIMIT } from '@shared/forum';
import type { DbOrTx } from '../../db/client';
import { forumSensitiveWords } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';

/** The sensitive words, in the order they were added (bounded by FORUM_WORDS_LIMIT). */
export async function sensitiveWords(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ word: forumSensitiveWords.word }).from(forumSensitiveWords).orderBy(asc(forumSensitiveWords.id)).limit(FORUM_WORDS_LIMIT);
  return rows.map((r) => r.word);
}

/** GET /api/forum/admin/data/words. */
export async function queryWords(db: DbOrTx) {
  const list = await sensitiveWords(db);
  return { list, total: list.length };
}

/**
 * POST /api/forum/admin/data/wordsPost: the whole list, as the screen edits it: the words no longer listed go, the
 * new ones are added (those kept keep their place). Posts already held stay held until a moderator decides.
 */
export async function saveWords(deps: Deps, request: FastifyRequest, words: string[]) {
  return deps.db.transaction(async (tx) => {
    // One writer at a time: two screens saving at once leave one of their lists, not a mix.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('forum-words'))`);
    const before = await sensitiveWords(tx);
    if (words.length) await tx.delete(forumSensitiveWords).where(notInArray(forumSensitiveWords.word, words));
    else await tx.delete(forumSensitiveWords);
    const added = words.filter((w) => !before.includes(w));
    if (added.length) {
      await tx
        .insert(forumSensitiveWords)
        .values(added.map((word) => ({ word, createdAt: deps.now() })))
        .onConflictDoNothing();
    }
    const after = await sensitiveWords(tx);
    await audit(tx, request, {
      action: 'update',
      entity: 'forum-words',
      summary: `${after.length} sensitive words (${added.length} added, ${before.filter((w) => !words.includes(w)).length} removed)`,
      before,
      after,
    });
    return { list: after, total: after.length };
  });
}

/** Kept for the seed: adds the words missing from the list. */
export async function addWords(tx: DbOrTx, words: string[]) {
  const existing = new Set(
    (await tx.select({ word: forumSensitiveWords.word }).from(forumSensitiveWords).where(inArray(forumSensitiveWords.word, words))).map((r) => r.word),
  );
  const missing = words.filter((w) => !existing.has(w));
  if (missing.length) await tx.insert(forumSensitiveWords).values(missing.map((word) => ({ word })));
}
