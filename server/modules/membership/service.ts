import { maskContact, normaliseContact } from '@shared/contact';
import { and, asc, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import {
  companies,
  companyChangeRequests,
  companyClaims,
  companyFigures,
  companyInvitations,
  companyMembers,
  users,
  visitors,
  type ChangeItem,
  type MemberRole,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { AppError, badRequest, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { contains } from '../../lib/like';
import { siteOrigin } from '../../lib/siteOrigin';
import { hashToken, newToken } from '../../lib/tokens';
import { allConfig, siteNameOf } from '../config/service';
import { tellVisitor } from '../inbox/service';
import { queueMail } from '../queue/mail';
import { FIGURE_FIELDS, PROFILE_FIELDS } from './schemas';
import type * as s from './schemas';

/** Days an invitation stays good. */
export const INVITATION_DAYS = 7;
/** Invitations a company may have open at once: enough for a department, not a mailing list. */
export const MAX_OPEN_INVITATIONS = 50;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const nameOf = (v: { displayName: string | null; email: string | null; phone: string | null }) => v.displayName || v.email || v.phone || '';

// --- Reading ----------------------------------------------------------------------------------------------------

const claimColumns = {
  claim: companyClaims,
  companyName: companies.name,
  reviewer: users.realName,
  reviewerName: users.username,
  visitor: { id: visitors.id, displayName: visitors.displayName, email: visitors.email, phone: visitors.phone },
};

function claimSelect(db: DbOrTx) {
  return db
    .select(claimColumns)
    .from(companyClaims)
    .innerJoin(visitors, eq(visitors.id, companyClaims.visitorId))
    .leftJoin(companies, eq(companies.id, companyClaims.companyId))
    .leftJoin(users, eq(users.id, companyClaims.reviewedBy));
}
type ClaimRow = Awaited<ReturnType<ReturnType<typeof claimSelect>['execute']>>[number];

const toClaim = (r: ClaimRow): z.infer<typeof s.claim> => ({
  id: r.claim.id,
  companyId: r.claim.companyId,
  companyName: r.companyName ?? r.claim.proposed?.name ?? '',
  creditCode: r.claim.creditCode,
  newCompany: r.claim.proposed !== null && r.claim.companyId === null,
  contested: r.claim.contested,
  message: r.claim.message,
  status: r.claim.status,
  reviewNote: r.claim.reviewNote,
  reviewedBy: r.reviewer || r.reviewerName || null,
  reviewedAt: iso(r.claim.reviewedAt),
  createdAt: r.claim.createdAt.toISOString(),
  claimant: { id: r.visitor.id, displayName: r.visitor.displayName, email: r.visitor.email, phone: r.visitor.phone },
});

function changeSelect(db: DbOrTx) {
  return db
    .select({ change: companyChangeRequests, companyName: companies.name, requester: visitors, reviewer: users.realName, reviewerName: users.username })
    .from(companyChangeRequests)
    .innerJoin(companies, eq(companies.id, companyChangeRequests.companyId))
    .leftJoin(visitors, eq(visitors.id, companyChangeRequests.visitorId))
    .leftJoin(users, eq(users.id, companyChangeRequests.reviewedBy));
}
type ChangeRow = Awaited<ReturnType<ReturnType<typeof changeSelect>['execute']>>[number];

const toChange = (r: ChangeRow): z.infer<typeof s.changeRequest> => ({
  id: r.change.id,
  companyId: r.change.companyId,
  companyName: r.companyName,
  requestedBy: r.requester ? nameOf(r.requester) : null,
  items: r.change.items,
  note: r.change.note,
  status: r.change.status,
  reviewNote: r.change.reviewNote,
  reviewedBy: r.reviewer || r.reviewerName || null,
  reviewedAt: iso(r.change.reviewedAt),
  createdAt: r.change.createdAt.toISOString(),
});

/** The visitor's membership (company and role), or null: a visitor belongs to one company at most. */
export const membershipOf = async (db: DbOrTx, visitorId: number) =>
  (await db.select().from(companyMembers).where(eq(companyMembers.visitorId, visitorId)))[0] ?? null;

/** The visitor's company, their role, the change waiting for review (or the last one decided) and their newest claim. */
export async function myCompany(deps: Deps, visitorId: number): Promise<z.infer<typeof s.myCompany>> {
  const db = deps.db;
  const [member, [latestClaim]] = await Promise.all([
    membershipOf(db, visitorId),
    claimSelect(db).where(eq(companyClaims.visitorId, visitorId)).orderBy(desc(companyClaims.id)).limit(1),
  ]);
  const claim = latestClaim ? toClaim(latestClaim) : null;
  if (!member) return { membership: null, claim };
  const [[company], figures, [change]] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, member.companyId)),
    db.select().from(companyFigures).where(eq(companyFigures.companyId, member.companyId)).orderBy(desc(companyFigures.year)).limit(30),
    changeSelect(db)
      .where(and(eq(companyChangeRequests.companyId, member.companyId), sql`${companyChangeRequests.status} <> 'withdrawn'`))
      .orderBy(desc(companyChangeRequests.id))
      .limit(1),
  ]);
  return {
    membership: {
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
      company: {
        id: company.id,
        name: company.name,
        creditCode: company.creditCode,
        legalPerson: company.legalPerson,
        registeredCapital: company.registeredCapital,
        industryCode: company.industryCode,
        scale: company.scale,
        staffCount: company.staffCount,
        techStaffCount: company.techStaffCount,
        regionCode: company.regionCode,
        address: company.address,
        website: company.website,
        intro: company.intro,
        figures: figures.map(({ year, revenue, rdSpend, netAssets, totalAssets, staffCount, techStaffCount }) => ({
          year,
          revenue,
          rdSpend,
          netAssets,
          totalAssets,
          staffCount,
          techStaffCount,
        })),
      },
      change: change ? toChange(change) : null,
    },
    // A member sees their claim only while it is the thing to follow (a newer claim never exists once they joined).
    claim: claim && claim.status === 'pending' ? claim : null,
  };
}

// --- Claims -----------------------------------------------------------------------------------------------------

/**
 * A visitor claims a company by its credit code. A code the park does not know needs the company's name (the
 * answer says so, 422 on `company.name`), and the claim registers it on approval. Every claim waits for the park's
 * staff; one for a company that already has an administrator is marked contested and the visitor is told.
 */
export async function claimCompany(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.claimBody>) {
  const me = request.visitor!;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (await membershipOf(tx, me.id)) throw conflict('You already belong to a company: leave it before claiming another', 'creditCode');
    const [pending] = await tx
      .select({ id: companyClaims.id })
      .from(companyClaims)
      .where(and(eq(companyClaims.visitorId, me.id), eq(companyClaims.status, 'pending')));
    if (pending) throw conflict('Your earlier claim is still waiting for review: withdraw it to claim another company', 'creditCode');

    const [company] = await tx.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.creditCode, input.creditCode));
    if (!company && !input.company) {
      throw unprocessable('No company in the park has this credit code: give the company’s name to register it', 'company.name');
    }
    const admins = company
      ? (
          await tx
            .select({ n: count() })
            .from(companyMembers)
            .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.role, 'admin')))
        )[0].n
      : 0;
    const [row] = await tx
      .insert(companyClaims)
      .values({
        visitorId: me.id,
        companyId: company?.id ?? null,
        creditCode: input.creditCode,
        proposed: company ? null : { ...input.company!, industryCode: input.company!.industryCode, regionCode: input.company!.regionCode },
        contested: admins > 0,
        message: input.message,
        createdAt: now,
      })
      .returning({ id: companyClaims.id });
    await audit(tx, request, {
      action: 'create',
      entity: 'company_claim',
      entityId: row.id,
      summary: `visitor ${me.id} claimed ${input.creditCode}`,
      after: { companyId: company?.id ?? null, contested: admins > 0 },
    });
    const [saved] = await claimSelect(tx).where(eq(companyClaims.id, row.id));
    const notice =
      admins > 0
        ? 'This company already has an administrator on the portal: the park’s staff will check your claim with them and let you know'
        : company
        ? 'Your claim has been sent to the park’s staff for review; you will be notified when it is decided'
        : 'The company is not in the park’s records yet: it will be registered when the park’s staff approve your claim';
    return { claim: toClaim(saved), notice };
  });
}

/** The visitor takes back their claim while it waits. */
export async function withdrawClaim(deps: Deps, request: FastifyRequest) {
  const me = request.visitor!;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(companyClaims)
      .set({ status: 'withdrawn' })
      .where(and(eq(companyClaims.visitorId, me.id), eq(companyClaims.status, 'pending')))
      .returning({ id: companyClaims.id });
    if (!row) throw notFound('A claim waiting for review');
    await audit(tx, request, { action: 'update', entity: 'company_claim', entityId: row.id, summary: 'claim withdrawn' });
    return { id: row.id };
  });
}

/** Staff's list of claims, newest first, by status, company or the claimant's or company's name. */
export async function queryClaims(deps: Deps, q: z.infer<typeof s.reviewQuery>) {
  const filters: (SQL | undefined)[] = [
    q.status ? eq(companyClaims.status, q.status) : undefined,
    q.companyId ? eq(companyClaims.companyId, q.companyId) : undefined,
  ];
  filters.push(
    contains(
      q.keyword,
      companies.name,
      sql`${companyClaims.proposed}->>'name'`,
      companyClaims.creditCode,
      visitors.displayName,
      visitors.email,
      visitors.phone,
    ),
  );
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    claimSelect(deps.db)
      .where(where)
      .orderBy(desc(companyClaims.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db
      .select({ total: count() })
      .from(companyClaims)
      .innerJoin(visitors, eq(visitors.id, companyClaims.visitorId))
      .leftJoin(companies, eq(companies.id, companyClaims.companyId))
      .where(where),
  ]);
  return { list: rows.map(toClaim), total, current: q.current, pageSize: q.pageSize };
}

/** Locks a company's membership for a change that must keep at least one administrator. */
const lockCompany = (tx: Tx, companyId: number) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-members:${companyId}`}))`);

const adminCount = async (tx: Tx, companyId: number) =>
  (
    await tx
      .select({ n: count() })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')))
  )[0].n;

/**
 * Staff approve or refuse a claim. Approval registers a new company (or finds one registered meanwhile by the same
 * code), makes the claimant a member, an administrator when the company has none, and tells them.
 */
export async function decideClaim(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.decideClaimBody>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [claim] = await tx.select().from(companyClaims).where(eq(companyClaims.id, input.id)).for('update');
    if (!claim) throw notFound('Claim');
    if (claim.status !== 'pending') throw conflict(`This claim was already ${claim.status}`, 'id');
    if (!input.approve && !input.note) throw badRequest('Say why the claim is refused: the claimant reads it', 'note');

    let companyId = claim.companyId;
    let role: MemberRole | null = null;
    if (input.approve) {
      if (await membershipOf(tx, claim.visitorId)) throw conflict('The claimant has joined a company since; refuse this claim', 'id');
      if (companyId === null) {
        const [existing] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.creditCode, claim.creditCode));
        if (existing) companyId = existing.id;
        else {
          const p = claim.proposed!;
          const [created] = await tx
            .insert(companies)
            .values({
              name: p.name,
              creditCode: claim.creditCode,
              industryCode: p.industryCode,
              regionCode: p.regionCode,
              address: p.address,
              legalPerson: p.legalPerson,
              status: 'pending',
            })
            .returning({ id: companies.id });
          companyId = created.id;
          await audit(tx, request, { action: 'create', entity: 'company', entityId: companyId, summary: `registered from claim ${claim.id}`, after: p });
        }
      }
      await lockCompany(tx, companyId);
      role = (await adminCount(tx, companyId)) === 0 ? 'admin' : 'member';
      await tx.insert(companyMembers).values({ companyId, visitorId: claim.visitorId, role, joinedAt: now });
    }
    await tx
      .update(companyClaims)
      .set({ status: input.approve ? 'approved' : 'refused', companyId, reviewNote: input.note || null, reviewedBy: request.user!.id, reviewedAt: now })
      .where(eq(companyClaims.id, claim.id));
    await audit(tx, request, {
      action: 'update',
      entity: 'company_claim',
      entityId: claim.id,
      summary: input.approve ? `approved: visitor ${claim.visitorId} joins company ${companyId} as ${role}` : 'refused',
      after: { status: input.approve ? 'approved' : 'refused', note: input.note },
    });
    const [{ name }] = companyId
      ? await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId))
      : [{ name: claim.proposed?.name ?? claim.creditCode }];
    await tellVisitor(
      tx,
      {
        visitorId: claim.visitorId,
        kind: 'system',
        title: input.approve ? `企业认领已通过：${name}` : `企业认领未通过：${name}`,
        body: input.approve
          ? `您已加入${name}${role === 'admin' ? '，并成为企业管理员，可邀请同事、维护企业信息' : '，成为企业成员'}。`
          : `园区工作人员未通过您对${name}的认领。原因：${input.note}`,
        link: '/user?tab=company',
        dedupeKey: `claim:${claim.id}`,
      },
      { now: deps.now(), origin: siteOrigin(deps, request) },
    );
    const [saved] = await claimSelect(tx).where(eq(companyClaims.id, claim.id));
    return toClaim(saved);
  });
}

// --- Members and invitations ---------------------------------------------------------------------------------

/** The caller's membership, refused unless they are in a company (and, for `admin`, one of its administrators). */
async function requireMember(tx: DbOrTx, visitorId: number, need: 'any' | 'admin') {
  const member = await membershipOf(tx, visitorId);
  if (!member) throw forbidden('You do not belong to a company yet: claim yours first');
  if (need === 'admin' && member.role !== 'admin') throw forbidden('Only the company’s administrators can do this');
  return member;
}

async function membersOf(db: DbOrTx, companyId: number) {
  const rows = await db
    .select({
      visitorId: visitors.id,
      displayName: visitors.displayName,
      email: visitors.email,
      phone: visitors.phone,
      role: companyMembers.role,
      joinedAt: companyMembers.joinedAt,
      lastLoginAt: visitors.lastLoginAt,
    })
    .from(companyMembers)
    .innerJoin(visitors, eq(visitors.id, companyMembers.visitorId))
    .where(eq(companyMembers.companyId, companyId))
    // A company's people: bounded by what one company has; administrators first.
    .orderBy(asc(companyMembers.role), asc(companyMembers.joinedAt))
    .limit(500);
  return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString(), lastLoginAt: iso(r.lastLoginAt) }));
}

async function openInvitations(db: DbOrTx, companyId: number, now: Date) {
  const rows = await db
    .select({ inv: companyInvitations, inviter: visitors })
    .from(companyInvitations)
    .leftJoin(visitors, eq(visitors.id, companyInvitations.invitedBy))
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
        gt(companyInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(companyInvitations.id))
    .limit(MAX_OPEN_INVITATIONS);
  return rows.map(({ inv, inviter }) => ({
    id: inv.id,
    channel: inv.channel,
    address: inv.address,
    role: inv.role,
    createdAt: inv.createdAt.toISOString(),
    expiresAt: inv.expiresAt.toISOString(),
    invitedBy: inviter ? nameOf(inviter) : null,
  }));
}

/** The company's people for its members; open invitations for its administrators. */
export async function companyUsers(deps: Deps, visitorId: number) {
  const me = await requireMember(deps.db, visitorId, 'any');
  const [members, invitations] = await Promise.all([
    membersOf(deps.db, me.companyId),
    me.role === 'admin' ? openInvitations(deps.db, me.companyId, deps.now()) : Promise.resolve([]),
  ]);
  return { members, invitations, myRole: me.role };
}

export async function staffCompanyUsers(deps: Deps, companyId: number) {
  const [company] = await deps.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('Company');
  const [members, invitations] = await Promise.all([membersOf(deps.db, companyId), openInvitations(deps.db, companyId, deps.now())]);
  return { members, invitations };
}

/**
 * An administrator invites a colleague by e-mail or mobile number: a single-use link good for 7 days, sent by mail
 * (queued with the invitation) or by text message (sent after it is stored; a refused text takes the invitation back).
 */
export async function invite(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.inviteBody>) {
  const me = request.visitor!;
  const contact = normaliseContact(input.address)!;
  const now = deps.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  const origin = siteOrigin(deps, request);
  const link = `${origin}/user/invitation?token=${token}`;
  const result = await deps.db.transaction(async (tx) => {
    const member = await requireMember(tx, me.id, 'admin');
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, member.companyId));
    const already = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .innerJoin(visitors, eq(visitors.id, companyMembers.visitorId))
      .where(
        and(
          eq(companyMembers.companyId, member.companyId),
          contact.channel === 'email' ? eq(visitors.email, contact.address) : eq(visitors.phone, contact.address),
        ),
      );
    if (already.length) throw conflict('This person is already one of the company’s users', 'address');
    const open = await openInvitations(tx, member.companyId, now);
    if (open.some((i) => i.address === contact.address)) throw conflict('An invitation to this address is still open: revoke it to send a new one', 'address');
    if (open.length >= MAX_OPEN_INVITATIONS) throw unprocessable(`At most ${MAX_OPEN_INVITATIONS} invitations can be open at once`, 'address');
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: member.companyId,
        invitedBy: me.id,
        channel: contact.channel,
        address: contact.address,
        role: input.role,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt,
      })
      .returning({ id: companyInvitations.id });
    await audit(tx, request, {
      action: 'create',
      entity: 'company_invitation',
      entityId: row.id,
      summary: `visitor ${me.id} invited ${maskContact(contact.address)} to company ${member.companyId} as ${input.role}`,
    });
    const siteName = siteNameOf(await allConfig(tx));
    const [inviter] = await tx.select().from(visitors).where(eq(visitors.id, me.id));
    const text = `${nameOf(inviter)}邀请您加入${company.name}在${siteName}的企业账号（${
      input.role === 'admin' ? '管理员' : '成员'
    }）。打开链接接受邀请（${INVITATION_DAYS}天内有效，仅可使用一次）：${link}`;
    if (contact.channel === 'email') await queueMail(tx, { to: contact.address, subject: `${siteName}：加入${company.name}的邀请`, text }, now);
    const invitation = {
      id: row.id,
      channel: contact.channel,
      address: contact.address,
      role: input.role,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      invitedBy: nameOf(inviter),
    };
    return { invitation, text };
  });
  if (contact.channel === 'sms') {
    try {
      await deps.sms.send({ to: contact.address, text: result.text });
    } catch {
      await deps.db.update(companyInvitations).set({ revokedAt: now }).where(eq(companyInvitations.id, result.invitation.id));
      throw new AppError(503, 'The text message could not be sent just now; please try again in a minute');
    }
  }
  return result.invitation;
}

export async function revokeInvitation(deps: Deps, request: FastifyRequest, id: number) {
  const me = request.visitor!;
  return deps.db.transaction(async (tx) => {
    const member = await requireMember(tx, me.id, 'admin');
    const [row] = await tx
      .update(companyInvitations)
      .set({ revokedAt: deps.now() })
      .where(
        and(
          eq(companyInvitations.id, id),
          eq(companyInvitations.companyId, member.companyId),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      )
      .returning({ id: companyInvitations.id });
    if (!row) throw notFound('Open invitation');
    await audit(tx, request, { action: 'revoke', entity: 'company_invitation', entityId: id });
    return { id };
  });
}

async function invitationByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ inv: companyInvitations, companyName: companies.name, inviter: visitors })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(visitors, eq(visitors.id, companyInvitations.invitedBy))
    .where(eq(companyInvitations.tokenHash, hashToken(token)));
  if (!row) throw notFound('Invitation');
  return row;
}

const stateOf = (inv: typeof companyInvitations.$inferSelect, now: Date) =>
  inv.acceptedAt ? ('used' as const) : inv.revokedAt ? ('revoked' as const) : inv.expiresAt <= now ? ('expired' as const) : ('open' as const);

/** What an invitation link is, for the page that opens it (signed in or not). */
export async function invitationInfo(deps: Deps, token: string): Promise<z.infer<typeof s.invitationInfo>> {
  const { inv, companyName, inviter } = await invitationByToken(deps.db, token);
  return {
    companyName,
    invitedBy: inviter ? nameOf(inviter) : null,
    role: inv.role,
    address: maskContact(inv.address),
    state: stateOf(inv, deps.now()),
    expiresAt: inv.expiresAt.toISOString(),
  };
}

const STATE_REFUSAL = {
  used: 'This invitation has already been used',
  revoked: 'This invitation was withdrawn by the company’s administrator',
  expired: 'This invitation has expired: ask the company’s administrator for a new one',
};

/**
 * The invited visitor accepts: the invitation is for their own e-mail address or mobile number (a forwarded link
 * does not let someone else in), good, unused, and they are not in another company.
 */
export async function acceptInvitation(deps: Deps, request: FastifyRequest, token: string) {
  const me = request.visitor!;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { inv } = await invitationByToken(tx, token);
    await lockCompany(tx, inv.companyId);
    const [fresh] = await tx.select().from(companyInvitations).where(eq(companyInvitations.id, inv.id)).for('update');
    const state = stateOf(fresh, now);
    if (state !== 'open') throw new AppError(410, STATE_REFUSAL[state], { field: 'token' });
    const [visitor] = await tx.select().from(visitors).where(eq(visitors.id, me.id));
    const own = fresh.channel === 'email' ? visitor.email : visitor.phone;
    if (own !== fresh.address) throw forbidden(`This invitation was sent to ${maskContact(fresh.address)}: sign in with that account to accept it`, 'token');
    if (await membershipOf(tx, me.id)) throw conflict('You already belong to a company: leave it before joining another', 'token');
    await tx.insert(companyMembers).values({ companyId: fresh.companyId, visitorId: me.id, role: fresh.role, joinedAt: now });
    await tx.update(companyInvitations).set({ acceptedAt: now, acceptedBy: me.id }).where(eq(companyInvitations.id, fresh.id));
    // A pending claim of the visitor's is moot once they are in a company.
    await tx
      .update(companyClaims)
      .set({ status: 'withdrawn' })
      .where(and(eq(companyClaims.visitorId, me.id), eq(companyClaims.status, 'pending')));
    await audit(tx, request, {
      action: 'create',
      entity: 'company_member',
      entityId: me.id,
      summary: `visitor ${me.id} joined company ${fresh.companyId} as ${fresh.role} by invitation ${fresh.id}`,
    });
    return { companyId: fresh.companyId, role: fresh.role };
  });
}

/**
 * Changes a member's role in the caller's company (or, for staff, in any company). The company keeps at least one
 * administrator; nobody changes their own role this way (an administrator hands over with `transfer`).
 */
async function changeRole(tx: Tx, request: FastifyRequest, companyId: number, visitorId: number, role: MemberRole) {
  await lockCompany(tx, companyId);
  const [target] = await tx
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.visitorId, visitorId)));
  if (!target) throw notFound('Company user');
  if (target.role === role) return;
  if (target.role === 'admin' && (await adminCount(tx, companyId)) <= 1) {
    throw unprocessable('The company’s last administrator cannot step down: make someone else administrator first', 'role');
  }
  await tx.update(companyMembers).set({ role }).where(eq(companyMembers.id, target.id));
  await audit(tx, request, {
    action: 'grant',
    entity: 'company_member',
    entityId: visitorId,
    summary: `company ${companyId}: ${target.role} → ${role}`,
    before: { role: target.role },
    after: { role },
  });
}

export async function setMemberRole(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.roleBody>) {
  const me = request.visitor!;
  if (input.visitorId === me.id) throw forbidden('You cannot change your own role: hand the administrator role over instead', 'visitorId');
  await deps.db.transaction(async (tx) => {
    const member = await requireMember(tx, me.id, 'admin');
    await changeRole(tx, request, member.companyId, input.visitorId, input.role);
  });
  return companyUsers(deps, me.id);
}

/** An administrator hands the role to a colleague and becomes a member, in one step. */
export async function transferAdmin(deps: Deps, request: FastifyRequest, visitorId: number) {
  const me = request.visitor!;
  if (visitorId === me.id) throw badRequest('Choose a colleague to hand the administrator role to', 'visitorId');
  await deps.db.transaction(async (tx) => {
    const member = await requireMember(tx, me.id, 'admin');
    await changeRole(tx, request, member.companyId, visitorId, 'admin');
    await changeRole(tx, request, member.companyId, me.id, 'member');
  });
  return companyUsers(deps, me.id);
}

async function removeFromCompany(tx: Tx, request: FastifyRequest, companyId: number, visitorId: number, summary: string) {
  await lockCompany(tx, companyId);
  const [target] = await tx
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.visitorId, visitorId)));
  if (!target) throw notFound('Company user');
  if (target.role === 'admin' && (await adminCount(tx, companyId)) <= 1) {
    throw unprocessable('The company’s last administrator cannot leave: make someone else administrator first', 'visitorId');
  }
  await tx.delete(companyMembers).where(eq(companyMembers.id, target.id));
  await audit(tx, request, { action: 'delete', entity: 'company_member', entityId: visitorId, summary, before: { companyId, role: target.role } });
}

export async function removeMember(deps: Deps, request: FastifyRequest, visitorId: number) {
  const me = request.visitor!;
  if (visitorId === me.id) throw badRequest('To leave the company yourself, use “leave”', 'visitorId');
  await deps.db.transaction(async (tx) => {
    const member = await requireMember(tx, me.id, 'admin');
    await removeFromCompany(tx, request, member.companyId, visitorId, `removed by visitor ${me.id}`);
  });
  return companyUsers(deps, me.id);
}

export async function leaveCompany(deps: Deps, request: FastifyRequest) {
  const me = request.visitor!;
  return deps.db.transaction(async (tx) => {
    const member = await requireMember(tx, me.id, 'any');
    await removeFromCompany(tx, request, member.companyId, me.id, 'left the company');
    return { companyId: member.companyId };
  });
}

export async function staffSetRole(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.staffRoleBody>) {
  await deps.db.transaction((tx) => changeRole(tx, request, input.companyId, input.visitorId, input.role));
  return staffCompanyUsers(deps, input.companyId);
}

export async function staffRemove(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.staffRemoveBody>) {
  await deps.db.transaction((tx) => removeFromCompany(tx, request, input.companyId, input.visitorId, `removed by staff ${request.user!.id}`));
  return staffCompanyUsers(deps, input.companyId);
}

// --- Change requests -------------------------------------------------------------------------------------------

type Scalar = string | number | null;
const sameValue = (a: Scalar | undefined, b: Scalar | undefined) => (a ?? null) === (b ?? null);

/**
 * An administrator asks for changes to the company's profile or yearly figures. Only fields that differ from the
 * record become items; a request with none is refused. One request waits per company at a time.
 */
export async function requestChange(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.changeBody>) {
  const me = request.visitor!;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const member = await requireMember(tx, me.id, 'admin');
    const [company] = await tx.select().from(companies).where(eq(companies.id, member.companyId));
    const items: ChangeItem[] = [];
    for (const field of PROFILE_FIELDS) {
      if (!(field in input.profile)) continue;
      const after = (input.profile[field] ?? null) as Scalar;
      const before = company[field] as Scalar;
      if (!sameValue(before, after)) items.push({ key: field, before, after, decision: null });
    }
    if (input.figures.length) {
      const years = await tx.select().from(companyFigures).where(eq(companyFigures.companyId, company.id));
      for (const f of input.figures) {
        const current = years.find((y) => y.year === f.year);
        for (const field of FIGURE_FIELDS) {
          const before = (current?.[field] ?? null) as Scalar;
          if (!sameValue(before, f[field])) items.push({ key: `figures.${f.year}.${field}`, before, after: f[field], decision: null });
        }
      }
    }
    if (!items.length) throw unprocessable('Nothing differs from the company’s current record', 'profile');
    const [pending] = await tx
      .select({ id: companyChangeRequests.id })
      .from(companyChangeRequests)
      .where(and(eq(companyChangeRequests.companyId, company.id), eq(companyChangeRequests.status, 'pending')));
    if (pending) throw conflict('A change request is already waiting for review: withdraw it to send a new one', 'profile');
    const [row] = await tx
      .insert(companyChangeRequests)
      .values({ companyId: company.id, visitorId: me.id, items, note: input.note, createdAt: now })
      .returning({ id: companyChangeRequests.id });
    await audit(tx, request, {
      action: 'create',
      entity: 'company_change',
      entityId: row.id,
      summary: `company ${company.id}: ${items.length} field(s)`,
      after: items,
    });
    const [saved] = await changeSelect(tx).where(eq(companyChangeRequests.id, row.id));
    return toChange(saved);
  });
}

export async function withdrawChange(deps: Deps, request: FastifyRequest) {
  const me = request.visitor!;
  return deps.db.transaction(async (tx) => {
    const member = await requireMember(tx, me.id, 'admin');
    const [row] = await tx
      .update(companyChangeRequests)
      .set({ status: 'withdrawn' })
      .where(and(eq(companyChangeRequests.companyId, member.companyId), eq(companyChangeRequests.status, 'pending')))
      .returning({ id: companyChangeRequests.id });
    if (!row) throw notFound('A change request waiting for review');
    await audit(tx, request, { action: 'update', entity: 'company_change', entityId: row.id, summary: 'change request withdrawn' });
    return { id: row.id };
  });
}

export async function queryChanges(deps: Deps, q: z.infer<typeof s.reviewQuery>) {
  const where = and(
    q.status ? eq(companyChangeRequests.status, q.status) : undefined,
    q.companyId ? eq(companyChangeRequests.companyId, q.companyId) : undefined,
    contains(q.keyword, companies.name),
  );
  const [rows, [{ total }]] = await Promise.all([
    changeSelect(deps.db)
      .where(where)
      .orderBy(desc(companyChangeRequests.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(companyChangeRequests).innerJoin(companies, eq(companies.id, companyChangeRequests.companyId)).where(where),
  ]);
  return { list: rows.map(toChange), total, current: q.current, pageSize: q.pageSize };
}

/**
 * Staff decide a change request field by field: every item needs a decision; the accepted ones are written to the
 * company's record (a figure of a new year adds the year), checked as the company form checks them, and the
 * requester is told what was accepted.
 */
export async function decideChange(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.decideChangeBody>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [change] = await tx.select().from(companyChangeRequests).where(eq(companyChangeRequests.id, input.id)).for('update');
    if (!change) throw notFound('Change request');
    if (change.status !== 'pending') throw conflict(`This change request was already ${change.status}`, 'id');
    const unknown = Object.keys(input.decisions).find((key) => !change.items.some((i) => i.key === key));
    if (unknown) throw badRequest(`${unknown} is not a field of this request`, 'decisions');
    const undecided = change.items.find((i) => !input.decisions[i.key]);
    if (undecided) throw badRequest(`Decide every field: ${undecided.key} has no decision`, 'decisions');

    const items = change.items.map((i) => ({ ...i, decision: input.decisions[i.key] }));
    const accepted = items.filter((i) => i.decision === 'accepted');
    const [company] = await tx.select().from(companies).where(eq(companies.id, change.companyId));
    const profile: Record<string, Scalar> = {};
    const figures = new Map<number, Record<string, Scalar>>();
    for (const item of accepted) {
      const [head, year, field] = item.key.split('.');
      if (head === 'figures') figures.set(Number(year), { ...figures.get(Number(year)), [field]: item.after });
      else profile[head] = item.after;
    }
    const staff = (profile.staffCount ?? company.staffCount) as number | null;
    const tech = (profile.techStaffCount ?? company.techStaffCount) as number | null;
    if (staff !== null && tech !== null && tech > staff) throw unprocessable('techStaffCount cannot exceed staffCount: accept or refuse both', 'decisions');
    if (Object.keys(profile).length)
      await tx
        .update(companies)
        .set({ ...profile, updatedAt: now })
        .where(eq(companies.id, company.id));
    for (const [year, values] of figures) {
      await tx
        .insert(companyFigures)
        .values({ companyId: company.id, year, ...values })
        .onConflictDoUpdate({ target: [companyFigures.companyId, companyFigures.year], set: values });
    }
    await tx
      .update(companyChangeRequests)
      .set({ items, status: accepted.length ? 'approved' : 'refused', reviewNote: input.note || null, reviewedBy: request.user!.id, reviewedAt: now })
      .where(eq(companyChangeRequests.id, change.id));
    await audit(tx, request, {
      action: 'update',
      entity: 'company',
      entityId: company.id,
      summary: `change request ${change.id}: ${accepted.length} of ${items.length} field(s) accepted`,
      before: Object.fromEntries(accepted.map((i) => [i.key, i.before])),
      after: Object.fromEntries(accepted.map((i) => [i.key, i.after])),
    });
    if (change.visitorId) {
      await tellVisitor(
        tx,
        {
          visitorId: change.visitorId,
          kind: 'system',
          title: `企业信息变更已审核：${company.name}`,
          body: `园区工作人员已审核您提交的 ${items.length} 项变更：通过 ${accepted.length} 项，未通过 ${items.length - accepted.length} 项。${
            input.note ? `说明：${input.note}` : ''
          }`,
          link: '/user?tab=company',
          dedupeKey: `change:${change.id}`,
        },
        { now: deps.now(), origin: siteOrigin(deps, request) },
      );
    }
    const [saved] = await changeSelect(tx).where(eq(companyChangeRequests.id, change.id));
    return toChange(saved);
  });
}
