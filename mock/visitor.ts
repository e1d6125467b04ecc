import { CONTACT_RULE, normaliseContact } from '../shared/contact';
import { fail, ok, type MockRequest, type MockResponse } from './_helpers';

/** The dev server's memory: when each address last asked for a code, the visitors, their tokens. */
const lastSent = new Map<string, number>();
const accounts = new Map<
  string,
  { id: number; displayName: string; email: string | null; phone: string | null; emailNotices: boolean; password: string; createdAt: string }
>();
const tokens = new Map<string, string>();
/** Each token's session, for the user centre's list. */
const sessions = new Map<string, { id: number; createdAt: string }>();
let nextSession = 1;
/** The mock's captcha image: any four characters pass in development. */
const CAPTCHA_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0,0,120,40"><text x="20" y="28" font-size="24" fill="#1890ff">mock</text></svg>';

const contactOr400 = (req: MockRequest, res: MockResponse) => {
  const contact = normaliseContact(String(req.body?.address ?? ''));
  if (!contact) res.status(400).json(fail(400, `body.address: ${CONTACT_RULE}`, 2, 'address'));
  return contact;
};
const tokenOf = (req: MockRequest) => /^Bearer (\S+)/.exec(req.headers.authorization ?? '')?.[1] ?? '';
const visitorOf = (req: MockRequest) => tokens.get(tokenOf(req));
const signedOut = (res: MockResponse) => res.status(401).json(fail(401, 'Not signed in or the session has expired', 4));
const publicOf = ({ password: _, ...visitor }: NonNullable<ReturnType<typeof accounts.get>>) => visitor;
const signedIn = (address: string) => {
  const token = `mock-visitor-${Math.random().toString(36).slice(2)}`;
  tokens.set(token, address);
  sessions.set(token, { id: nextSession++, createdAt: new Date().toISOString() });
  return ok({ token, expiresAt: new Date(Date.now() + 7_200_000).toISOString(), visitor: publicOf(accounts.get(address)!) });
};

/** The mock sends nothing: in development any six digits are the code. */
export default {
  'POST /api/visitor/code': (req: MockRequest, res: MockResponse) => {
    const contact = contactOr400(req, res);
    if (!contact) return undefined;
    const wait = 60 - Math.floor((Date.now() - (lastSent.get(contact.address) ?? 0)) / 1000);
    if (wait > 0) return res.status(429).json(fail(429, `A code was sent to this address a moment ago: ask again in ${wait} s`, 1));
    lastSent.set(contact.address, Date.now());
    return res.json(ok({ channel: contact.channel, expiresInSeconds: 600, resendAfterSeconds: 60 }));
  },
  'POST /api/visitor/register': (req: MockRequest, res: MockResponse) => {
    const contact = contactOr400(req, res);
    if (!contact) return undefined;
    if (!/^\d{6}$/.test(String(req.body?.code ?? ''))) return res.status(400).json(fail(400, 'body.code: must be the 6 digits of the code', 2, 'code'));
    if (accounts.has(contact.address))
      return res.status(409).json(fail(409, 'This address already has an account: sign in, or reset the password', 2, 'address'));
    accounts.set(contact.address, {
      id: accounts.size + 1,
      displayName: String(req.body?.displayName ?? ''),
      email: contact.channel === 'email' ? contact.address : null,
      phone: contact.channel === 'sms' ? contact.address : null,
      emailNotices: true,
      password: String(req.body?.password ?? ''),
      createdAt: new Date().toISOString(),
    });
    return res.json(signedIn(contact.address));
  },
  'POST /api/visitor/login': (req: MockRequest, res: MockResponse) => {
    const contact = contactOr400(req, res);
    if (!contact) return undefined;
    if (accounts.get(contact.address)?.password !== req.body?.password) return res.status(401).json(fail(401, 'Incorrect e-mail / mobile number or password'));
    return res.json(signedIn(contact.address));
  },
  'POST /api/visitor/password/reset': (req: MockRequest, res: MockResponse) => {
    const contact = contactOr400(req, res);
    if (!contact) return undefined;
    const account = accounts.get(contact.address);
    if (!account) return res.status(409).json(fail(409, 'No account uses this address: register instead', 2, 'address'));
    account.password = String(req.body?.password ?? '');
    return res.json(ok(null));
  },
  'GET /api/visitor/currentuser': (req: MockRequest, res: MockResponse) => {
    const address = visitorOf(req);
    if (!address) return res.status(401).json(fail(401, 'Not signed in or the session has expired', 4));
    return res.json(ok(publicOf(accounts.get(address)!)));
  },
  'POST /api/visitor/logout': (req: MockRequest, res: MockResponse) => {
    if (!visitorOf(req)) return signedOut(res);
    tokens.delete(tokenOf(req));
    sessions.delete(tokenOf(req));
    return res.json(ok(null));
  },
  'GET /api/visitor/captcha': (_req: MockRequest, res: MockResponse) =>
    res.json(ok({ captchaId: Math.random().toString(16).slice(2).padEnd(32, '0'), svg: CAPTCHA_SVG, expiresInSeconds: 120 })),
  'POST /api/visitor/profile': (req: MockRequest, res: MockResponse) => {
    const address = visitorOf(req);
    if (!address) return signedOut(res);
    const account = accounts.get(address)!;
    // What is left out stays as it is, as on the server.
    if (req.body?.displayName !== undefined) account.displayName = String(req.body.displayName).trim();
    if (typeof req.body?.emailNotices === 'boolean') account.emailNotices = req.body.emailNotices;
    return res.json(ok(publicOf(account)));
  },
  'POST /api/visitor/password': (req: MockRequest, res: MockResponse) => {
    const address = visitorOf(req);
    if (!address) return signedOut(res);
    const account = accounts.get(address)!;
    if (account.password !== req.body?.currentPassword)
      return res.status(400).json(fail(400, 'currentPassword: the current password is wrong', 2, 'currentPassword'));
    account.password = String(req.body?.newPassword ?? '');
    return res.json(ok(null));
  },
  'POST /api/visitor/contact/code': (req: MockRequest, res: MockResponse) => {
    if (!visitorOf(req)) return signedOut(res);
    const contact = contactOr400(req, res);
    if (!contact) return undefined;
    return res.json(ok({ channel: contact.channel, expiresInSeconds: 600, resendAfterSeconds: 60 }));
  },
  'POST /api/visitor/contact': (req: MockRequest, res: MockResponse) => {
    const address = visitorOf(req);
    if (!address) return signedOut(res);
    const contact = contactOr400(req, res);
    if (!contact) return undefined;
    if (!/^\d{6}$/.test(String(req.body?.code ?? ''))) return res.status(400).json(fail(400, 'body.code: must be the 6 digits of the code', 2, 'code'));
    const account = accounts.get(address)!;
    if ([...accounts.values()].some((a) => a !== account && (a.email === contact.address || a.phone === contact.address)))
      return res.status(409).json(fail(409, 'address: another account uses this address', 2, 'address'));
    if (contact.channel === 'email') account.email = contact.address;
    else account.phone = contact.address;
    accounts.set(contact.address, account);
    return res.json(ok(publicOf(account)));
  },
  'GET /api/visitor/sessions': (req: MockRequest, res: MockResponse) => {
    const address = visitorOf(req);
    if (!address) return signedOut(res);
    const mine = [...tokens.entries()].filter(([, a]) => accounts.get(a) === accounts.get(address));
    return res.json(
      ok(
        mine.map(([token]) => {
          const session = sessions.get(token)!;
          const expiresAt = new Date(Date.parse(session.createdAt) + 7_200_000).toISOString();
          return {
            ...session,
            lastSeenAt: session.createdAt,
            expiresAt,
            ip: '127.0.0.1',
            userAgent: req.headers['user-agent'] ?? null,
            current: token === tokenOf(req),
          };
        }),
      ),
    );
  },
  'POST /api/visitor/sessions/:id/revoke': (req: MockRequest, res: MockResponse) => {
    const address = visitorOf(req);
    if (!address) return signedOut(res);
    const found = [...sessions.entries()].find(([token, s]) => s.id === Number(req.params?.id) && accounts.get(tokens.get(token)!) === accounts.get(address));
    if (!found) return res.status(404).json(fail(404, 'Session not found'));
    tokens.delete(found[0]);
    sessions.delete(found[0]);
    return res.json(ok({ current: found[0] === tokenOf(req) }));
  },
  'POST /api/visitor/sessions/revoke-others': (req: MockRequest, res: MockResponse) => {
    const address = visitorOf(req);
    if (!address) return signedOut(res);
    const others = [...tokens.entries()].filter(([token, a]) => token !== tokenOf(req) && accounts.get(a) === accounts.get(address));
    others.forEach(([token]) => {
      tokens.delete(token);
      sessions.delete(token);
    });
    return res.json(ok({ revoked: others.length }));
  },
};
