import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { projectDocuments, projects, uploads, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/errors';
import { actorOf } from '../clue/common';
import { lockProject, projectInScope } from './common';
import type * as s from './schemas';

/** A project's documents (项目文档): files uploaded through the attachment upload, filed on the project by kind. */

/** GET /apiv2/pms/admin/document/doclist: a project's documents (the project in the caller's scope), newest first. */
export async function queryDocuments(deps: Deps, request: FastifyRequest, q: z.infer<typeof s.documentQuery>) {
  const db = deps.db;
  const actor = await actorOf(db, request);
  const [p] = await db
    .select({ id: projects.id, ownerId: projects.ownerId, departmentId: projects.departmentId })
    .from(projects)
    .where(eq(projects.id, q.projectId));
  if (!p || !(await projectInScope(db, actor, p))) throw notFound('Project');
  const where = and(eq(projectDocuments.projectId, q.projectId), q.kind ? eq(projectDocuments.kind, q.kind) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ d: projectDocuments, uploadedByName: users.realName })
      .from(projectDocuments)
      .leftJoin(users, eq(users.id, projectDocuments.uploadedBy))
      .where(where)
      .orderBy(desc(projectDocuments.createdAt), desc(projectDocuments.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db.select({ total: count() }).from(projectDocuments).where(where),
  ]);
  return {
    list: rows.map(({ d, uploadedByName }) => ({ ...d, uploadedByName, createdAt: d.createdAt.toISOString() })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

/** POST /apiv2/pms/admin/document/upload: files uploaded here (checked to exist) filed on a project in the caller's scope. */
export async function addDocuments(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.documentUpload>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    const p = await lockProject(tx, actor, input.projectId);
    const names = input.files.map((f) => f.url.slice('/uploads/'.length));
    const known = await tx.select({ storedName: uploads.storedName, size: uploads.size }).from(uploads).where(inArray(uploads.storedName, names));
    const missing = input.files.findIndex((f, i) => !known.some((k) => k.storedName === names[i]));
    if (missing >= 0) throw unprocessable(`files.${missing}.url: ${input.files[missing].url} was not uploaded here`, `files.${missing}.url`);
    const rows = await tx
      .insert(projectDocuments)
      .values(
        input.files.map((f, i) => ({
          projectId: p.id,
          kind: input.kind,
          name: f.name,
          url: f.url,
          size: known.find((k) => k.storedName === names[i])?.size ?? null,
          uploadedBy: actor.id,
          createdAt: now,
        })),
      )
      .returning();
    await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, p.id));
    await audit(tx, request, {
      action: 'create',
      entity: 'project',
      entityId: p.id,
      summary: `${p.name}: ${rows.length} document(s) (${input.kind}) ${rows
        .map((r) => r.name)
        .join(', ')
        .slice(0, 200)}`,
      after: rows,
    });
    return {
      list: rows.map((d) => ({ ...d, uploadedByName: actor.name, createdAt: d.createdAt.toISOString() })),
      total: rows.length,
      current: 1,
      pageSize: rows.length,
    };
  });
}
