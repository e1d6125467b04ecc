import { CONTACT_RULE, normaliseContact } from '@shared/contact';
import { z } from 'zod';
import { memberRoles, reviewStatuses } from '../../db/schema';
import { id, idParam, pageFields } from '../../lib/fields';
import { companyDetail, count, creditCode, figure, money, text } from '../company/schemas';

const role = z.enum(memberRoles);
const status = z.enum(reviewStatuses);
const note = z.string().trim().max(500, 'must be at most 500 characters').default('');

// --- The visitor's side -------------------------------------------------------------------------------------

/** A claim by credit code; `company` only for a company the park does not know yet (the answer to a first try says so). */
export const claimBody = z.object({
  creditCode,
  message: note,
  company: z
    .object({
      name: z.string().trim().min(2, 'must be at least 2 characters').max(128),
      industryCode: text(8),
      regionCode: text(12),
      address: text(255),
      legalPerson: text(64),
    })
    .optional(),
});

/** The profile fields a company's administrator may ask to change; its name and credit code stay with the park's staff. */
export const profileChange = z
  .object({
    legalPerson: text(64),
    registeredCapital: money,
    industryCode: text(8),
    scale: text(16),
    staffCount: count,
    techStaffCount: count,
    regionCode: text(12),
    address: text(255),
    website: z
      .string()
      .trim()
      .url('must be a web address')
      .max(255)
      .nullish()
      .or(z.literal('').transform(() => null)),
    intro: text(5000),
  })
  .partial();
export const PROFILE_FIELDS = Object.keys(profileChange.shape) as (keyof z.infer<typeof profileChange>)[];
export const FIGURE_FIELDS = ['revenue', 'rdSpend', 'netAssets', 'totalAssets', 'staffCount', 'techStaffCount'] as const;

export const changeBody = z
  .object({
    profile: profileChange.default({}),
    /** Figures of one or more years: each given field is a change asked for. */
    figures: z.array(figure).max(10).default([]),
    note: note,
  })
  .superRefine((c, ctx) => {
    const years = c.figures.map((f) => f.year);
    const dup = years.find((y, i) => years.indexOf(y) !== i);
    if (dup) ctx.addIssue({ code: 'custom', path: ['figures'], message: `year ${dup} is listed twice` });
  });

export const inviteBody = z.object({
  address: z
    .string()
    .trim()
    .max(128)
    .refine((v) => normaliseContact(v) !== null, CONTACT_RULE),
  role: role.default('member'),
});
export const memberBody = z.object({ visitorId: id });
export const roleBody = z.object({ visitorId: id, role });
export const invitationToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'is not an invitation link');
export const tokenBody = z.object({ token: invitationToken });

const changeItem = z.object({
  key: z.string(),
  before: z.union([z.string(), z.number()]).nullable(),
  after: z.union([z.string(), z.number()]).nullable(),
  decision: z.enum(['accepted', 'refused']).nullable(),
});
export const changeRequest = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  requestedBy: z.string().nullable(),
  items: z.array(changeItem),
  note: z.string(),
  status,
  reviewNote: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const claim = z.object({
  id: z.number().int(),
  companyId: z.number().int().nullable(),
  companyName: z.string(),
  creditCode: z.string(),
  /** The company is not in the park's records: approving the claim registers it. */
  newCompany: z.boolean(),
  contested: z.boolean(),
  message: z.string(),
  status,
  reviewNote: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  claimant: z.object({ id: z.number().int(), displayName: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
});

export const member = z.object({
  visitorId: z.number().int(),
  displayName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role,
  joinedAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export const invitation = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  address: z.string(),
  role,
  createdAt: z.string(),
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
});

/** The signed-in visitor's company: their place in it, its profile, and what waits for the park's staff. */
export const myCompany = z.object({
  membership: z
    .object({
      role,
      joinedAt: z.string(),
      // What the company's administrator keeps current (the profile and yearly figures of 企业管理's record).
      company: companyDetail.pick({
        id: true,
        name: true,
        creditCode: true,
        legalPerson: true,
        registeredCapital: true,
        industryCode: true,
        scale: true,
        staffCount: true,
        techStaffCount: true,
        regionCode: true,
        address: true,
        website: true,
        intro: true,
        figures: true,
      }),
      /** The request waiting for review, else the last one decided (so its outcome can be read). */
      change: changeRequest.nullable(),
    })
    .nullable(),
  /** The visitor's newest claim (pending, or the last decided while not in a company). */
  claim: claim.nullable(),
});

export const claimed = z.object({ claim, notice: z.string() });
export const companyUsers = z.object({ members: z.array(member), invitations: z.array(invitation), myRole: role });
export const invitationInfo = z.object({
  companyName: z.string(),
  invitedBy: z.string().nullable(),
  role,
  /** The address it was sent to, partly hidden. */
  address: z.string(),
  state: z.enum(['open', 'expired', 'used', 'revoked']),
  expiresAt: z.string(),
});

// --- The park's staff ---------------------------------------------------------------------------------------

export const reviewQuery = z.object({
  ...pageFields,
  status: status.optional(),
  companyId: idParam.optional(),
  keyword: z.string().trim().max(64).optional(),
});
export const decideClaimBody = z.object({ id, approve: z.boolean(), note: note });
export const decideChangeBody = z.object({
  id,
  /** Every field of the request, each accepted or refused. */
  decisions: z.record(z.string().max(64), z.enum(['accepted', 'refused'])),
  note: note,
});
export const companyMembersQuery = z.object({ companyId: idParam });
export const staffCompanyUsers = z.object({ members: z.array(member), invitations: z.array(invitation) });
export const staffRoleBody = z.object({ companyId: id, visitorId: id, role });
export const staffRemoveBody = z.object({ companyId: id, visitorId: id });
