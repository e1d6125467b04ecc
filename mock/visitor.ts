import { CONTACT_RULE, normaliseContact } from '../shared/contact';
import { fail, ok, type MockRequest, type MockResponse } from './_helpers';

/** The dev server's memory: when each address last asked for a code, the visitors, their tokens. */
const lastSent = new Map<string, number>();
const accounts = new Map<string, { id: number; displayName: string; email: string | null; phone: string | null; password: string; createdAt: string }>();
const tokens = new Map<string, string>();

const contactOr400 = (req: MockRequest, res: MockResponse) => {
  const contact = normaliseContact(String(req.body?.address ?? ''));
  if (!contact) res.status(400).json(fail(400, `body.address: ${CONTACT_RULE}`, 2, 'address'));
  return contact;
};
const visitorOf = (req: MockRequest) => tokens.get(/^Bearer (\S+)/.exec(req.headers.authorization ?? '')?.[1] ?? '');
const publicOf = ({ password: _, ...visitor }: NonNullable<ReturnType<typeof accounts.get>>) => visitor;
const signedIn = (address: string) => {
  const token = `mock-visitor-${Math.random().toString(36).slice(2)}`;
  tokens.set(token, address);
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
    if (!visitorOf(req)) return res.status(401).json(fail(401, 'Not signed in or the session has expired', 4));
    tokens.delete(/^Bearer (\S+)/.exec(req.headers.authorization ?? '')![1]);
    return res.json(ok(null));
  },
};
