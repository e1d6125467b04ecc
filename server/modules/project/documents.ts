import { and, count, desc, eq, inArray, max, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { projectDocuments, projects, uploads, users } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { auditMany } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/errors';
import { contains } from '../../lib/like';
import { actorOf } from '../clue/common';
import { lockProject, projectInScope } from './common';
import type * as s from './schemas';

/**
 * A project's documents (项目文档): files uploaded through the attachment upload, filed on the project in a folder (its
 * kind). A document is its project, kind and name: filing the same name in the same kind again adds its next version
 * (1, 2, 3…), the earlier ones staying listed and downloadable.
 */

type Document = typeof projectDocuments.$inferSelect;

const other = alias(projectDocuments, 'other_version');
/** `from project_documents other_version` (an alias in a sql template names only itself). */
const fromOther = sql`${projectDocuments} ${other}`;
const sameDocument = and(eq(other.projectId, projectDocuments.projectId), eq(other.kind, projectDocuments.kind), eq(other.name, projectDocuments.name));
/** How many versions the row's document has. */
const versionCount = sql<number>`(select count(*)::int from ${fromOther} where ${sameDocument})`;
/** The row is its document's latest version. */
const isLatest = notExists(sql`(select 1 from ${fromOther} where ${and(sameDocument, sql`${other.version} > ${projectDocuments.version}`)})`);

const documentOut = (d: Document, uploadedByName: string | null, versions: number) => ({
  ...d,
  uploadedByName,
  versionCount: versions,
  createdAt: d.createdAt.toISOString(),
});

async function listDocuments(db: DbOrTx, where: SQL | undefined, order: SQL[], q: { current: number; pageSize: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ d: projectDocuments, uploadedByName: users.realName, versionCount })
      .from(projectDocuments)
      .leftJoin(users, eq(users.id, projectDocuments.uploadedBy))
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db.select({ total: count() }).from(projectDocuments).where(where),
  ]);
  return {
    list: rows.map((r) => documentOut(r.d, r.uploadedByName, r.versionCount)),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

/**
 * GET /apiv2/pms/admin/document/doclist (the project in the caller's scope): the latest version of each document, newest
 * first, by folder and name keyword; with `name` and `kind`, or `documentId`, every version of that document, newest first.
 */
export async function queryDocuments(deps: Deps, request: FastifyRequest, q: z.infer<typeof s.documentQuery>) {
  const db = deps.db;
  const actor = await actorOf(db, request);
  const [p] = await db
    .select({ id: projects.id, ownerId: projects.ownerId, departmentId: projects.departmentId })
    .from(projects)
    .where(eq(projects.id, q.projectId));
  if (!p || !(await projectInScope(db, actor, p))) throw notFound('Project');
  let document: { kind: Document['kind']; name: string } | undefined = q.name && q.kind ? { kind: q.kind, name: q.name } : undefined;
  if (q.documentId) {
    const [d] = await db
      .select({ kind: projectDocuments.kind, name: projectDocuments.name })
      .from(projectDocuments)
      .where(and(eq(projectDocuments.id, q.documentId), eq(projectDocuments.projectId, p.id)));
    if (!d) throw notFound('Document');
    document = d;
  }
  if (document) {
    const where = and(eq(projectDocuments.projectId, p.id), eq(projectDocuments.kind, document.kind), eq(projectDocuments.name, document.name));
    return listDocuments(db, where, [desc(projectDocuments.version)], q);
  }
  const where = and(
    eq(projectDocuments.projectId, p.id),
    q.kind ? eq(projectDocuments.kind, q.kind) : undefined,
    contains(q.keyword, projectDocuments.name),
    isLatest,
  );
  return listDocuments(db, where, [desc(projectDocuments.createdAt), desc(projectDocuments.id)], q);
}

/**
 * POST /apiv2/pms/admin/document/upload: files uploaded here (checked to exist) filed on a project in the caller's scope,
 * each the next version of its name in the kind. The project's row lock (lockProject) is held while the versions are
 * counted and written, so two uploads of one name at once get distinct versions (the unique index would refuse a repeat).
 */
export async function addDocuments(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.documentUpload>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    const p = await lockProject(tx, actor, input.projectId);
    const names = input.files.map((f) => f.url.slice('/uploads/'.length));
    const known = await tx.select({ storedName: uploads.storedName, size: uploads.size }).from(uploads).where(inArray(uploads.storedName, names));
    const missing = input.files.findIndex((f, i) => !known.some((k) => k.storedName === names[i]));
    if (missing >= 0) throw unprocessable(`files.${missing}.url: ${input.files[missing].url} was not uploaded here`, `files.${missing}.url`);
    const latest = await tx
      .select({ name: projectDocuments.name, version: max(projectDocuments.version) })
      .from(projectDocuments)
      .where(
        and(
          eq(projectDocuments.projectId, p.id),
          eq(projectDocuments.kind, input.kind),
          inArray(
            projectDocuments.name,
            input.files.map((f) => f.name),
          ),
        ),
      )
      .groupBy(projectDocuments.name);
    const versions = new Map(latest.map((l) => [l.name, l.version ?? 0]));
    const values = input.files.map((f, i) => {
      const version = (versions.get(f.name) ?? 0) + 1;
      versions.set(f.name, version);
      return {
        projectId: p.id,
        kind: input.kind,
        name: f.name,
        url: f.url,
        size: known.find((k) => k.storedName === names[i])?.size ?? null,
        version,
        uploadedBy: actor.id,
        createdAt: now,
      };
    });
    const rows = (await tx.insert(projectDocuments).values(values).returning()).sort((a, b) => a.id - b.id);
    await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, p.id));
    await auditMany(
      tx,
      request,
      rows.map((d) => ({
        action: 'create',
        entity: 'project',
        entityId: p.id,
        summary: `${p.name}: document ${d.kind}/${d.name} v${d.version}`.slice(0, 300),
        after: d,
      })),
    );
    return {
      list: rows.map((d) => documentOut(d, actor.name, versions.get(d.name)!)),
      total: rows.length,
      current: 1,
      pageSize: rows.length,
    };
  });
}
