import { CONTACT_RULE, normaliseContact } from '../shared/contact';
import { fail, ok, type MockRequest, type MockResponse } from './_helpers';

/** When each address last asked (the dev server's memory): one code a minute, as the server allows. */
const lastSent = new Map<string, number>();

export default {
  'POST /api/visitor/code': (req: MockRequest, res: MockResponse) => {
    const contact = normaliseContact(String(req.body?.address ?? ''));
    if (!contact) return res.status(400).json(fail(400, `body.address: ${CONTACT_RULE}`, 2, 'address'));
    const wait = 60 - Math.floor((Date.now() - (lastSent.get(contact.address) ?? 0)) / 1000);
    if (wait > 0) return res.status(429).json(fail(429, `A code was sent to this address a moment ago: ask again in ${wait} s`, 1));
    lastSent.set(contact.address, Date.now());
    // The mock sends nothing.
    return res.json(ok({ channel: contact.channel, expiresInSeconds: 600, resendAfterSeconds: 60 }));
  },
};
