/** Companies' people: claims reviewed by staff, invitations, roles, and change requests decided field by field. */
import { eq } from 'drizzle-orm';
import { withCheckChar } from '../../shared/creditCode';
import { auditLogs, companies, companyFigures, companyMembers, inboxMessages, queuedJobs, visitors } from '../../server/db/schema';
import type { MailMessage, Mailer } from '../../server/lib/mail';
import { hashPassword } from '../../server/lib/passwords';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

const PASSWORD = 'Visitor@2026pass';
const DAY = 86_400_000;

describe.each(dbKinds)('company membership on %s', (kind) => {
  let ctx: TestContext;
  const mails: MailMessage[] = [];
  const sms: { to: string; text: string }[] = [];
  const mail: Mailer = {
    async send(m) {
      mails.push(m);
      return { via: 'outbox', messageId: `<${mails.length}@test>`, file: '' };
    },
    close: () => undefined,
  };
  let staff: Record<string, string>;
  let company: { id: number; creditCode: string };

  const visitor = async (contact: { email?: string; phone?: string }, displayName: string) => {
    const [row] = await ctx.database.db
      .insert(visitors)
      .values({ ...contact, passwordHash: await hashPassword(PASSWORD), displayName, termsAcceptedAt: ctx.now() })
      .returning({ id: visitors.id });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/visitor/login', payload: { address: contact.email ?? contact.phone, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    return { id: row.id, token: res.json().data.token as string };
  };
  const as = (token: string) => ({
    get: (url: string) => ctx.app.inject({ url, headers: bearer(token) }),
    post: (url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url, payload, headers: bearer(token) }),
  });
  const staffPost = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, headers: staff });
  const staffGet = (url: string) => ctx.app.inject({ url, headers: staff });
  const tokenOf = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1];
  const runJobs = () => ctx.app.jobRunner.runDue();

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      mail,
      sms: {
        async send(m) {
          sms.push(m);
          return { via: 'outbox', messageId: `<sms-${sms.length}@test>`, file: '' };
        },
      },
      publicUrl: 'https://zc.example-park.cn',
      // The clock moves a week on (an invitation expires): sessions outlive it.
      tokenTtlSeconds: 90 * 86_400,
    });
    staff = bearer(await ctx.adminToken());
    const creditCode = withCheckChar('91320594MA1XYW12A');
    const [row] = await ctx.database.db
      .insert(companies)
      .values({ name: '苏州星湖智能装备有限公司', creditCode, industryCode: '34', staffCount: 120, techStaffCount: 40, address: '星湖街 218 号' })
      .returning({ id: companies.id });
    company = { id: row.id, creditCode };
  });
  afterAll(() => ctx.close());

  it('a claim waits for staff; approval makes the first claimant administrator and tells them; a refusal must say why', async () => {
    const fang = await visitor({ email: 'wang.fang@xinghu-zn.cn' }, '王芳');
    const none = await as(fang.token).get('/api/visitor/company');
    expect(none.json().data).toEqual({ membership: null, claim: null });

    const bad = await as(fang.token).post('/api/visitor/company/claim', { creditCode: '91320594MA1XYW12AX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('creditCode');

    const claimed = await as(fang.token).post('/api/visitor/company/claim', { creditCode: company.creditCode.toLowerCase(), message: '行政经理' });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data.claim).toMatchObject({ companyId: company.id, status: 'pending', contested: false, newCompany: false });
    expect(claimed.json().message).toContain('review');
    const twice = await as(fang.token).post('/api/visitor/company/claim', { creditCode: company.creditCode });
    expect(twice.statusCode).toBe(409);

    // A visitor's token never passes the staff guard.
    expect((await as(fang.token).get('/apiv2/company/admin/claim/query')).statusCode).toBe(401);

    const list = await staffGet(`/apiv2/company/admin/claim/query?status=pending&keyword=${encodeURIComponent('星湖智能')}`);
    expect(list.statusCode).toBe(200);
    const [claim] = list.json().data.list;
    expect(claim).toMatchObject({ companyName: '苏州星湖智能装备有限公司', claimant: { displayName: '王芳' } });

    const noReason = await staffPost('/apiv2/company/admin/claim/decide', { id: claim.id, approve: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field).toBe('note');

    const approved = await staffPost('/apiv2/company/admin/claim/decide', { id: claim.id, approve: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', reviewedBy: '系统管理员' });
    const again = await staffPost('/apiv2/company/admin/claim/decide', { id: claim.id, approve: true });
    expect(again.statusCode).toBe(409);

    const mine = (await as(fang.token).get('/api/visitor/company')).json().data;
    expect(mine.membership).toMatchObject({ role: 'admin', company: { id: company.id, creditCode: company.creditCode } });
    const notices = await ctx.database.db.select().from(inboxMessages).where(eq(inboxMessages.visitorId, fang.id));
    expect(notices.map((n) => n.title)).toContain('企业认领已通过：苏州星湖智能装备有限公司');
    await runJobs();
    expect(mails.some((m) => m.to === 'wang.fang@xinghu-zn.cn' && m.subject.includes('企业认领已通过'))).toBe(true);

    // A second claimant of a company with an administrator is told their claim is contested, and joins as a member.
    const lei = await visitor({ email: 'li.lei@xinghu-zn.cn' }, '李雷');
    const contested = await as(lei.token).post('/api/visitor/company/claim', { creditCode: company.creditCode });
    expect(contested.json().data.claim.contested).toBe(true);
    expect(contested.json().message).toContain('already has an administrator');
    await staffPost('/apiv2/company/admin/claim/decide', { id: contested.json().data.claim.id, approve: true });
    expect((await as(lei.token).get('/api/visitor/company')).json().data.membership.role).toBe('member');
  });

  it('registers a company the park does not know when its claim is approved', async () => {
    const zhou = await visitor({ phone: '13912345678' }, '周杰');
    const code = withCheckChar('91320594MA1NEW01B');
    const withoutName = await as(zhou.token).post('/api/visitor/company/claim', { creditCode: code });
    expect(withoutName.statusCode).toBe(422);
    expect(withoutName.json().field).toBe('company.name');
    const claimed = await as(zhou.token).post('/api/visitor/company/claim', {
      creditCode: code,
      company: { name: '苏州云帆生物科技有限公司', industryCode: '27' },
    });
    expect(claimed.json().data.claim).toMatchObject({ newCompany: true, companyId: null, companyName: '苏州云帆生物科技有限公司' });
    expect(await ctx.database.db.select().from(companies).where(eq(companies.creditCode, code))).toHaveLength(0);

    const refused = await staffPost('/apiv2/company/admin/claim/decide', { id: claimed.json().data.claim.id, approve: false, note: '营业执照信息不符' });
    expect(refused.json().data.status).toBe('refused');
    expect(await ctx.database.db.select().from(companies).where(eq(companies.creditCode, code))).toHaveLength(0);
    const mine = (await as(zhou.token).get('/api/visitor/company')).json().data;
    expect(mine.claim).toMatchObject({ status: 'refused', reviewNote: '营业执照信息不符' });

    const second = await as(zhou.token).post('/api/visitor/company/claim', { creditCode: code, company: { name: '苏州云帆生物科技有限公司' } });
    await staffPost('/apiv2/company/admin/claim/decide', { id: second.json().data.claim.id, approve: true });
    const [created] = await ctx.database.db.select().from(companies).where(eq(companies.creditCode, code));
    expect(created).toMatchObject({ name: '苏州云帆生物科技有限公司', status: 'pending' });
    expect((await as(zhou.token).get('/api/visitor/company')).json().data.membership).toMatchObject({ role: 'admin', company: { id: created.id } });
  });

  it('an administrator invites a colleague; only the invited address can accept, once, within 7 days', async () => {
    const admin = await ctx.app.inject({ method: 'POST', url: '/api/visitor/login', payload: { address: 'wang.fang@xinghu-zn.cn', password: PASSWORD } });
    const fang = as(admin.json().data.token);
    const lei = await ctx.app.inject({ method: 'POST', url: '/api/visitor/login', payload: { address: 'li.lei@xinghu-zn.cn', password: PASSWORD } });
    const member = as(lei.json().data.token);

    expect((await member.post('/api/visitor/company/users/invite', { address: 'chen.jing@xinghu-zn.cn' })).statusCode).toBe(403);
    const badAddress = await fang.post('/api/visitor/company/users/invite', { address: 'not an address' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().field).toBe('address');
    const already = await fang.post('/api/visitor/company/users/invite', { address: 'LI.LEI@xinghu-zn.cn' });
    expect(already.statusCode).toBe(409);

    const sent = await fang.post('/api/visitor/company/users/invite', { address: 'Chen.Jing@xinghu-zn.cn', role: 'member' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ address: 'chen.jing@xinghu-zn.cn', channel: 'email', invitedBy: '王芳' });
    await runJobs();
    const invitationMail = mails.find((m) => m.to === 'chen.jing@xinghu-zn.cn')!;
    expect(invitationMail.text).toContain('https://zc.example-park.cn/user/invitation?token=');
    const token = tokenOf(invitationMail.text!);
    expect(JSON.stringify(await ctx.database.db.select().from(auditLogs))).not.toContain(token);

    const info = await ctx.app.inject({ url: `/api/visitor/invitation?token=${token}` });
    expect(info.json().data).toMatchObject({ companyName: '苏州星湖智能装备有限公司', invitedBy: '王芳', state: 'open', role: 'member' });
    expect(info.json().data.address).not.toBe('chen.jing@xinghu-zn.cn');
    expect((await ctx.app.inject({ url: '/api/visitor/invitation?token=x' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `/api/visitor/invitation?token=${'a'.repeat(43)}` })).statusCode).toBe(404);

    // Someone else who got the link forwarded cannot use it.
    const stranger = await visitor({ email: 'someone@else.cn' }, '外人');
    const forwarded = await as(stranger.token).post('/api/visitor/invitation/accept', { token });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.json().field).toBe('token');

    const jing = await visitor({ email: 'chen.jing@xinghu-zn.cn' }, '陈静');
    const accepted = await as(jing.token).post('/api/visitor/invitation/accept', { token });
    expect(accepted.json().data).toMatchObject({ companyId: company.id, role: 'member' });
    const reused = await as(jing.token).post('/api/visitor/invitation/accept', { token });
    expect(reused.statusCode).toBe(410);

    // An invitation by mobile number goes by text; one left 7 days expires.
    await fang.post('/api/visitor/company/users/invite', { address: '138 0013 8000' });
    const textToken = tokenOf(sms.find((m) => m.to === '13800138000')!.text);
    ctx.advance(7 * DAY + 1000);
    const late = await visitor({ phone: '13800138000' }, '赵敏');
    const expired = await as(late.token).post('/api/visitor/invitation/accept', { token: textToken });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errorMessage).toContain('expired');
    expect(await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.visitorId, late.id))).toHaveLength(0);

    const users = (await fang.get('/api/visitor/company/users')).json().data;
    expect(users.members.map((m: { displayName: string }) => m.displayName)).toEqual(['王芳', '李雷', '陈静']);
    expect(users.invitations).toEqual([]);
    expect((await member.get('/api/visitor/company/users')).json().data).toMatchObject({ myRole: 'member', invitations: [] });
  });

  it('keeps an administrator: the last one cannot step down or leave; the role is handed over in one step', async () => {
    const login = async (address: string) =>
      as((await ctx.app.inject({ method: 'POST', url: '/api/visitor/login', payload: { address, password: PASSWORD } })).json().data.token);
    const fang = await login('wang.fang@xinghu-zn.cn');
    const jing = await login('chen.jing@xinghu-zn.cn');
    const [{ id: fangId }] = await ctx.database.db.select({ id: visitors.id }).from(visitors).where(eq(visitors.email, 'wang.fang@xinghu-zn.cn'));
    const [{ id: jingId }] = await ctx.database.db.select({ id: visitors.id }).from(visitors).where(eq(visitors.email, 'chen.jing@xinghu-zn.cn'));

    expect((await fang.post('/api/visitor/company/leave')).statusCode).toBe(422);
    expect((await fang.post('/api/visitor/company/users/role', { visitorId: fangId, role: 'member' })).statusCode).toBe(403);
    expect((await jing.post('/api/visitor/company/users/role', { visitorId: jingId, role: 'admin' })).statusCode).toBe(403);
    expect((await fang.post('/api/visitor/company/users/remove', { visitorId: 999999 })).statusCode).toBe(404);

    const handed = await fang.post('/api/visitor/company/users/transfer', { visitorId: jingId });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().data.myRole).toBe('member');
    const roles = Object.fromEntries(handed.json().data.members.map((m: { displayName: string; role: string }) => [m.displayName, m.role]));
    expect(roles).toMatchObject({ 王芳: 'member', 陈静: 'admin' });

    // Staff can mend a company's users too.
    const staffUsers = await staffPost('/apiv2/company/admin/user/role', { companyId: company.id, visitorId: fangId, role: 'admin' });
    expect(staffUsers.statusCode).toBe(200);
    expect(staffUsers.json().data.members.filter((m: { role: string }) => m.role === 'admin')).toHaveLength(2);
    expect((await jing.post('/api/visitor/company/users/remove', { visitorId: fangId })).json().data.members).toHaveLength(2);
    expect((await fang.get('/api/visitor/company')).json().data.membership).toBeNull();
  });

  it('a change request waits for staff, who decide each field; only accepted values reach the record', async () => {
    const jing = as(
      (await ctx.app.inject({ method: 'POST', url: '/api/visitor/login', payload: { address: 'chen.jing@xinghu-zn.cn', password: PASSWORD } })).json().data
        .token,
    );
    const lei = as(
      (await ctx.app.inject({ method: 'POST', url: '/api/visitor/login', payload: { address: 'li.lei@xinghu-zn.cn', password: PASSWORD } })).json().data.token,
    );

    expect((await lei.post('/api/visitor/company/change', { profile: { address: '别处' } })).statusCode).toBe(403);
    const nothing = await jing.post('/api/visitor/company/change', { profile: { address: '星湖街 218 号' } });
    expect(nothing.statusCode).toBe(422);
    const negative = await jing.post('/api/visitor/company/change', { figures: [{ year: 2025, revenue: -5 }] });
    expect(negative.statusCode).toBe(400);

    const asked = await jing.post('/api/visitor/company/change', {
      profile: { address: '星湖街 328 号', staffCount: 150 },
      figures: [{ year: 2025, revenue: 8600, rdSpend: 720 }],
      note: '2025 年审计报告已出',
    });
    expect(asked.statusCode).toBe(200);
    const change = asked.json().data;
    expect(change.items.map((i: { key: string }) => i.key).sort()).toEqual(['address', 'figures.2025.rdSpend', 'figures.2025.revenue', 'staffCount']);
    expect((await jing.post('/api/visitor/company/change', { profile: { intro: '新简介' } })).statusCode).toBe(409);
    // Nothing reached the record yet.
    const [before] = await ctx.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(before.address).toBe('星湖街 218 号');

    const listed = await staffGet(`/apiv2/company/admin/change/query?companyId=${company.id}&status=pending`);
    expect(listed.json().data.total).toBe(1);
    const partial = await staffPost('/apiv2/company/admin/change/decide', { id: change.id, decisions: { address: 'accepted' } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().field).toBe('decisions');

    const decided = await staffPost('/apiv2/company/admin/change/decide', {
      id: change.id,
      decisions: { address: 'accepted', staffCount: 'refused', 'figures.2025.revenue': 'accepted', 'figures.2025.rdSpend': 'refused' },
      note: '研发费用请附专项审计',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data.status).toBe('approved');
    const [after] = await ctx.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(after).toMatchObject({ address: '星湖街 328 号', staffCount: 120 });
    const [figures] = await ctx.database.db.select().from(companyFigures).where(eq(companyFigures.companyId, company.id));
    expect(figures).toMatchObject({ year: 2025, revenue: 8600, rdSpend: null });
    const mine = (await jing.get('/api/visitor/company')).json().data.membership;
    expect(mine.change.items.find((i: { key: string }) => i.key === 'staffCount').decision).toBe('refused');
    const jobs = await ctx.database.db.select().from(queuedJobs);
    expect(jobs.length).toBeGreaterThan(0);
  });

  it('guards every staff call by permission and every visitor call by a visitor session', async () => {
    const nobody = bearer(
      await ctx.login('admin', 'Admin@Test2026').then(async () => {
        await ctx.createUser('clerk.zhang', 'Clerk@2026pass');
        return ctx.login('clerk.zhang', 'Clerk@2026pass');
      }),
    );
    expect((await ctx.app.inject({ url: '/apiv2/company/admin/claim/query', headers: nobody })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/apiv2/company/admin/change/decide', payload: { id: 1, decisions: {} }, headers: nobody })).statusCode,
    ).toBe(403);
    // A staff token is not a visitor session.
    expect((await ctx.app.inject({ url: '/api/visitor/company', headers: staff })).statusCode).toBe(401);
    expect((await staffPost('/apiv2/company/admin/claim/decide', { id: 99999999, approve: true })).statusCode).toBe(404);
  });
});
