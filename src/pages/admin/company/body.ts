import type { updateCompany } from '@/services/portal/company';
import type { CompanyDetail, Contact, Figure, IpClass, Partner, QualificationDetail } from './types';

export type UpdateBody = Parameters<typeof updateCompany>[0];

/** The object without its null and undefined fields: the server stores an absent field as null. */
export function withoutNulls<T extends object>(o: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]?: Exclude<T[K], null> };
}

/**
 * The profile fields of a company as /update wants them. /update replaces every profile field (an
 * absent one becomes empty), so a save of one tab sends the whole profile with that tab's list;
 * lists left out are kept as they are.
 */
export function profileBody(c: CompanyDetail): UpdateBody {
  return {
    id: c.id,
    name: c.name,
    creditCode: c.creditCode,
    status: c.status,
    ...withoutNulls({
      legalPerson: c.legalPerson,
      foundedOn: c.foundedOn,
      registeredCapital: c.registeredCapital,
      industryCode: c.industryCode,
      scale: c.scale,
      staffCount: c.staffCount,
      techStaffCount: c.techStaffCount,
      regionCode: c.regionCode,
      address: c.address,
      website: c.website,
      intro: c.intro,
      building: c.building,
    }),
  };
}

export type Collections = {
  contacts?: Contact[];
  figures?: Figure[];
  ip?: Partial<Record<IpClass, number>>;
  qualifications?: QualificationDetail[];
  customers?: Partner[];
  suppliers?: Partner[];
};

/** The rows as the input schema wants them: no ids (a list replaces the old one), no nulls. */
function rows<T extends { id?: number }>(list: T[]) {
  return list.map(({ id: _id, ...row }) => withoutNulls(row));
}

/** The update of one company with some of its lists replaced. */
export function updateBody(c: CompanyDetail, lists: Collections): UpdateBody {
  const body: UpdateBody = profileBody(c);
  if (lists.contacts) body.contacts = rows(lists.contacts) as UpdateBody['contacts'];
  if (lists.figures) body.figures = lists.figures.map((f) => ({ ...withoutNulls(f), year: f.year }));
  if (lists.ip) body.ip = lists.ip;
  if (lists.qualifications) body.qualifications = rows(lists.qualifications) as UpdateBody['qualifications'];
  if (lists.customers) body.customers = rows(lists.customers) as UpdateBody['customers'];
  if (lists.suppliers) body.suppliers = rows(lists.suppliers) as UpdateBody['suppliers'];
  return body;
}

/**
 * The qualification list after the form's multi-select: kept values keep their certificate details,
 * new ones start without, removed ones go.
 */
export function mergeQualifications(held: QualificationDetail[], chosen: string[]): QualificationDetail[] {
  return chosen.map((q) => held.find((h) => h.qualification === q) ?? { qualification: q, certificateNo: null, issuedOn: null, expiresOn: null });
}
