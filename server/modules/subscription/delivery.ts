import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PolicyEventKind, SubscriptionChannel, SubscriptionRhythm } from '../../db/schema';
import type { Deps } from '../../deps';
import { addInboxMessages, type NewInboxMessage } from '../inbox/service';
import { inList, rowsOf } from '../../db/raw';
import { allConfig, siteNameOf } from '../config/service';
import { queueMail } from '../queue/mail';
import { enqueue } from '../queue/runner';
import { DELIVER_JOB } from './dispatch';
import { unsubscribeToken } from './unsubscribe';
import { addDays, todayOf, windowState, type PolicyWindow } from '@shared/policyWindow';
import { escapeHtml } from '@shared/policyText';

/**
 * Hits one delivery run reads (each lists the policies one dispatch found for a subscription), and the
 * (subscription, policy) pairs an immediate run delivers at most: one site notice each. More are left for
 * the next run, queued at once.
 */
export const DELIVERY_BATCH = 500;
export const DELIVERY_PAIRS = 5000;
/** Visitors a digest run handles at a time, each with every hit waiting for them. */
export const DIGEST_VISITORS = 200;
/** Days before a window closes when followers are reminded. */
export const REMINDER_DAYS = [7, 1] as const;

type PendingHit = {
  id: number;
  subscription_id: number;
  policy_ids: number[];
  event: PolicyEventKind;
  visitor_id: number;
  channels: SubscriptionChannel[];
  email: string | null;
};

type PolicyFacts = { id: number; title: string; department: string; maxAmount: number | null; deadline: string | null; allYear: boolean };

/** What a notice says about each policy: title, office, amount, deadline (one query for the lot). */
async function policyFacts(db: DbOrTx, ids: number[], today: string): Promise<Map<number, PolicyFacts>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ id: number; title: string; department: string; max_amount: number | null; window: PolicyWindow }>(
    db,
    sql`select p.id, p.title, d.name as department, p.max_amount::float8 as max_amount, p.window
        from policies p join policy_departments d on d.id = p.department_id where p.id in ${inList(ids)}`,
  );
  return new Map(
    rows.map((r) => {
      const state = windowState(r.window, today);
      return [
        r.id,
        { id: r.id, title: r.title, department: r.department, maxAmount: r.max_amount, deadline: state.deadline, allYear: r.window.kind === 'all_year' },
      ];
    }),
  );
}

const factLine = (p: PolicyFacts) =>
  [p.department, p.maxAmount !== null ? `最高 ${p.maxAmount} 万元` : null, p.allYear ? '常年申报' : p.deadline ? `截止 ${p.deadline}` : null]
    .filter(Boolean)
    .join(' · ');

const eventTitle = (event: PolicyEventKind, title: string) => (event === 'window_opened' ? `开始申报：${title}` : `新政策：${title}`);

/** The portal's address for links in mail (PUBLIC_URL; a local address when it is not set). */
const originOf = (deps: Deps) => (deps.config.publicUrl ?? 'http://localhost:8000').replace(/\/+$/, '');

type MailItem = { title: string; line: string; path: string };

/** One e-mail to a visitor listing policies, with the one-click unsubscribe link and header (RFC 8058). */
async function mailFor(
  tx: DbOrTx,
  deps: Deps,
  visitorId: number,
  to: string,
  content: { subject: string; intro: string; items: MailItem[]; subscriptionIds: number[]; siteName: string },
) {
  const origin = originOf(deps);
  const token = await unsubscribeToken(tx, visitorId, content.subscriptionIds);
  const unsubscribePage = `${origin}/user/unsubscribe?token=${encodeURIComponent(token)}`;
  const oneClick = `${origin}/api/visitor/unsubscribe?token=${encodeURIComponent(token)}`;
  const text = [
    content.intro,
    '',
    ...content.items.flatMap((i) => [`· ${i.title}`, `  ${i.line}`, `  ${origin}${i.path}`]),
    '',
    `不想再收到这类邮件？退订：${unsubscribePage}`,
    content.siteName,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(content.intro)}</p>`,
    '<ul>',
    ...content.items.map((i) => `<li><a href="${escapeHtml(origin + i.path)}">${escapeHtml(i.title)}</a><br><small>${escapeHtml(i.line)}</small></li>`),
    '</ul>',
    `<p style="color:#888;font-size:12px">不想再收到这类邮件？<a href="${escapeHtml(unsubscribePage)}">一键退订</a> · ${escapeHtml(content.siteName)}</p>`,
  ].join('\n');
  return {
    to,
    subject: `${content.siteName}：${content.subject}`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Hits waiting for delivery at this rhythm: of active subscriptions of active visitors. */
const waitingHits = (rhythm: SubscriptionRhythm) => sql`
  subscription_hits h
  join subscriptions s on s.id = h.subscription_id and s.active and s.rhythm = ${rhythm}
  join visitors v on v.id = h.visitor_id and v.status = 'active'
  where h.delivered_at is null`;

/**
 * The next waiting hits, visitor by visitor, with the channels and the visitor's mail address: at most `limit`
 * of them, or, for a digest, every hit of the next `visitors` visitors (nobody's digest is split in two).
 */
const pendingHits = (tx: DbOrTx, rhythm: SubscriptionRhythm, next: { limit: number } | { visitors: number }) =>
  rowsOf<PendingHit>(
    tx,
    sql`select h.id::int as id, h.subscription_id, h.policy_ids, h.event, h.visitor_id, s.channels, v.email
        from ${waitingHits(rhythm)}
        ${
          'visitors' in next
            ? sql`and h.visitor_id in (select distinct h.visitor_id from ${waitingHits(rhythm)} order by h.visitor_id limit ${next.visitors})`
            : sql``
        }
        order by h.visitor_id, h.id
        ${'limit' in next ? sql`limit ${next.limit}` : sql``}`,
  );

async function markDelivered(tx: DbOrTx, hits: PendingHit[], now: Date) {
  if (!hits.length) return;
  await tx.execute(sql`update subscription_hits set delivered_at = ${now.toISOString()}::timestamptz where id in ${inList(hits.map((h) => h.id))}`);
}

/** How many (subscription, policy) pairs the hits stand for. */
const pairsIn = (hits: PendingHit[]) => hits.reduce((sum, h) => sum + h.policy_ids.length, 0);

const groupByVisitor = (hits: PendingHit[]) => {
  const by = new Map<number, PendingHit[]>();
  for (const h of hits) {
    const own = by.get(h.visitor_id);
    if (own) own.push(h);
    else by.set(h.visitor_id, [h]);
  }
  return by;
};

/** Policies a visitor's hits are about, each once (published before window opened), with the channels asking for it. */
function policiesOf(hits: PendingHit[]) {
  const by = new Map<string, { policyId: number; event: PolicyEventKind; channels: Set<SubscriptionChannel>; subscriptionIds: Set<number> }>();
  for (const h of hits) {
    for (const policyId of h.policy_ids) {
      const key = `${policyId}:${h.event}`;
      const entry = by.get(key) ?? { policyId, event: h.event, channels: new Set(), subscriptionIds: new Set() };
      h.channels.forEach((c) => entry.channels.add(c));
      entry.subscriptionIds.add(h.subscription_id);
      by.set(key, entry);
    }
  }
  return [...by.values()];
}

/**
 * Sends what the "immediately" subscriptions have waiting: one site notice per policy and event, and one
 * e-mail per visitor listing them (for subscriptions with e-mail, to visitors with an address). Each visitor
 * hears of a policy once, however many of their subscriptions it met.
 */
export async function deliverImmediate(tx: DbOrTx, deps: Deps): Promise<number> {
  const now = deps.now();
  const waiting = await pendingHits(tx, 'immediate', { limit: DELIVERY_BATCH });
  if (!waiting.length) return 0;
  // The first hits up to the pairs' budget (a single hit over it goes alone).
  let pairs = 0;
  const hits = waiting.filter((h, i) => (pairs += h.policy_ids.length) <= DELIVERY_PAIRS || i === 0);
  const today = todayOf(now);
  const facts = await policyFacts(tx, [...new Set(hits.flatMap((h) => h.policy_ids))], today);
  const siteName = siteNameOf(await allConfig(tx));
  const messages: NewInboxMessage[] = [];
  for (const [visitorId, own] of groupByVisitor(hits)) {
    const items = policiesOf(own).filter((p) => facts.has(p.policyId));
    for (const p of items.filter((i) => i.channels.has('inApp'))) {
      const f = facts.get(p.policyId)!;
      messages.push({
        visitorId,
        kind: 'policy',
        title: eventTitle(p.event, f.title),
        body: factLine(f),
        link: `/policydetail/${f.id}`,
        policyIds: [f.id],
        dedupeKey: `policy:${f.id}:${p.event}`,
      });
    }
    const byMail = items.filter((i) => i.channels.has('email'));
    const email = own[0].email;
    if (byMail.length && email) {
      const mail = await mailFor(tx, deps, visitorId, email, {
        subject: byMail.length === 1 ? eventTitle(byMail[0].event, facts.get(byMail[0].policyId)!.title) : `${byMail.length} 条政策符合您的订阅`,
        intro: '以下政策符合您在园区门户的订阅：',
        items: byMail.map((i) => {
          const f = facts.get(i.policyId)!;
          return { title: eventTitle(i.event, f.title), line: factLine(f), path: `/policydetail/${f.id}` };
        }),
        subscriptionIds: byMail.flatMap((i) => [...i.subscriptionIds]),
        siteName,
      });
      await queueMail(tx, mail, now);
    }
  }
  await addInboxMessages(tx, messages, now);
  await markDelivered(tx, hits, now);
  if (hits.length < waiting.length || waiting.length === DELIVERY_BATCH) await enqueue(tx, { kind: DELIVER_JOB, runAt: now, dedupeKey: DELIVER_JOB });
  return pairsIn(hits);
}

/**
 * The day's or the week's digest: one site notice and one e-mail per visitor listing every policy their
 * digest subscriptions met since the last one. The recurring job runs once per period.
 */
export async function deliverDigest(tx: DbOrTx, deps: Deps, rhythm: 'daily' | 'weekly'): Promise<number> {
  const now = deps.now();
  const today = todayOf(now);
  const siteName = siteNameOf(await allConfig(tx));
  const label = rhythm === 'daily' ? '每日' : '每周';
  let delivered = 0;
  for (;;) {
    const batch = await pendingHits(tx, rhythm, { visitors: DIGEST_VISITORS });
    if (!batch.length) return delivered;
    const facts = await policyFacts(tx, [...new Set(batch.flatMap((h) => h.policy_ids))], today);
    const messages: NewInboxMessage[] = [];
    for (const [visitorId, own] of groupByVisitor(batch)) {
      const items = policiesOf(own).filter((p) => facts.has(p.policyId));
      if (!items.length) continue;
      const inApp = items.filter((i) => i.channels.has('inApp'));
      if (inApp.length) {
        messages.push({
          visitorId,
          kind: 'digest',
          title: `${label}政策订阅摘要：${inApp.length} 条`,
          body: inApp.map((i) => `${eventTitle(i.event, facts.get(i.policyId)!.title)}（${factLine(facts.get(i.policyId)!)}）`).join('\n'),
          link: inApp.length === 1 ? `/policydetail/${inApp[0].policyId}` : null,
          policyIds: inApp.map((i) => i.policyId),
          dedupeKey: `digest:${rhythm}:${today}`,
        });
      }
      const byMail = items.filter((i) => i.channels.has('email'));
      if (byMail.length && own[0].email) {
        await queueMail(
          tx,
          await mailFor(tx, deps, visitorId, own[0].email, {
            subject: `${label}政策订阅摘要（${byMail.length} 条）`,
            intro: `${today} 的${label}摘要：以下政策符合您的订阅。`,
            items: byMail.map((i) => {
              const f = facts.get(i.policyId)!;
              return { title: eventTitle(i.event, f.title), line: factLine(f), path: `/policydetail/${f.id}` };
            }),
            subscriptionIds: byMail.flatMap((i) => [...i.subscriptionIds]),
            siteName,
          }),
          now,
        );
      }
    }
    await addInboxMessages(tx, messages, now);
    await markDelivered(tx, batch, now);
    delivered += pairsIn(batch);
  }
}

/**
 * Reminders 7 days and 1 day before a window closes, to every visitor one of whose subscriptions met the
 * policy (site notice always, e-mail when that subscription mails); once per policy, deadline and day.
 */
export async function sendReminders(tx: DbOrTx, deps: Deps): Promise<number> {
  const now = deps.now();
  const today = todayOf(now);
  const siteName = siteNameOf(await allConfig(tx));
  const rows = await rowsOf<{
    visitor_id: number;
    policy_id: number;
    days: number;
    deadline: string;
    mail: boolean;
    email: string | null;
    subscription_ids: number[];
  }>(
    tx,
    sql`select h.visitor_id, p.id as policy_id, d.days, d.deadline::text as deadline, bool_or('email' = any(s.channels)) as mail, v.email,
               array_agg(distinct s.id) as subscription_ids
        from (values ${sql.join(
          REMINDER_DAYS.map((n) => sql`(${n}::int, ${addDays(today, n)}::date)`),
          sql`, `,
        )}) d(days, deadline)
        join policies p on p.status = 'published' and d.deadline = any(p.window_ends)
        join subscription_hits h on h.policy_ids @> array[p.id]
        join subscriptions s on s.id = h.subscription_id and s.active
        join visitors v on v.id = h.visitor_id and v.status = 'active'
        group by h.visitor_id, p.id, d.days, d.deadline, v.email
        order by h.visitor_id`,
  );
  if (!rows.length) return 0;
  const facts = await policyFacts(tx, [...new Set(rows.map((r) => r.policy_id))], today);
  const title = (r: (typeof rows)[number]) => `${r.days === 1 ? '明天' : `${r.days} 天后`}截止申报：${facts.get(r.policy_id)!.title}`;
  const added = await addInboxMessages(
    tx,
    rows.map((r) => ({
      visitorId: r.visitor_id,
      kind: 'reminder' as const,
      title: title(r),
      body: `申报截止日期 ${r.deadline}。${factLine(facts.get(r.policy_id)!)}`,
      link: `/policydetail/${r.policy_id}`,
      policyIds: [r.policy_id],
      dedupeKey: `reminder:${r.policy_id}:${r.deadline}:${r.days}`,
    })),
    now,
  );
  // Mail only what was new: a second run on the same day sends nothing again.
  const isNew = new Set(added.map((a) => `${a.visitorId}:${a.dedupeKey}`));
  const byVisitor = new Map<number, typeof rows>();
  for (const r of rows.filter((x) => x.mail && x.email && isNew.has(`${x.visitor_id}:reminder:${x.policy_id}:${x.deadline}:${x.days}`)))
    if (byVisitor.has(r.visitor_id)) byVisitor.get(r.visitor_id)!.push(r);
    else byVisitor.set(r.visitor_id, [r]);
  for (const [visitorId, own] of byVisitor) {
    await queueMail(
      tx,
      await mailFor(tx, deps, visitorId, own[0].email!, {
        subject: own.length === 1 ? title(own[0]) : `${own.length} 项政策即将截止申报`,
        intro: '您关注的以下政策即将截止申报：',
        items: own.map((r) => ({ title: title(r), line: `截止 ${r.deadline} · ${factLine(facts.get(r.policy_id)!)}`, path: `/policydetail/${r.policy_id}` })),
        subscriptionIds: own.flatMap((r) => r.subscription_ids),
        siteName,
      }),
      now,
    );
  }
  return added.length;
}
