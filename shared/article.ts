/**
 * Articles' vocabulary, shared by the server (server/modules/article), the admin screens and the mocks.
 *
 * An article's status is where its latest revision stands: draft (being written, or changed since it was last
 * published), review (the "article audit" workflow has it), returned (sent back by a reviewer, with a comment),
 * scheduled (approved, waiting for its publish time), published (the latest revision is on the front), withdrawn
 * (taken off the front). Whether the front shows it is separate: a published article that is edited stays on the
 * front, as it was approved, until the new revision is approved in turn.
 */
export const articleStatuses = ['draft', 'review', 'returned', 'scheduled', 'published', 'withdrawn'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** Statuses in which the article may be changed: in review it waits for the reviewers (recall it first). */
export const EDITABLE_ARTICLE_STATUSES: readonly ArticleStatus[] = ['draft', 'returned', 'scheduled', 'published', 'withdrawn'];
/** Statuses from which an article may be submitted (or, in a category that skips audit, published). */
export const SUBMITTABLE_ARTICLE_STATUSES: readonly ArticleStatus[] = ['draft', 'returned', 'withdrawn'];

/** The fields every revision keeps: what a reviewer approves and what the front shows. */
export const ARTICLE_REVISION_FIELDS = [
  'title',
  'categoryId',
  'coverUrl',
  'summary',
  'contentHtml',
  'author',
  'source',
  'tags',
  'seoTitle',
  'seoDescription',
] as const;
export type ArticleRevisionField = (typeof ARTICLE_REVISION_FIELDS)[number];

/** How long an edit lock lasts without being renewed: the editor renews it every minute while it is open. */
export const ARTICLE_LOCK_MINUTES = 5;
export const ARTICLE_TAGS_MAX = 10;
