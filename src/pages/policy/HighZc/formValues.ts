import dayjs from 'dayjs';
import {
  domesticRdShare,
  eligibleRd,
  fiscalYearsFor,
  type Grade,
  type HighTechField,
  type RdOrganisation,
  type RdParts,
  type SelfTestInput,
} from '@shared/highTechSelfTest';
import { isNum } from '@shared/numbers';

/** What the self-test form holds: the steps' fields, as stored in local storage. */
export type YearValues = {
  salesRevenue?: number | null;
  rdInHouse?: number | null;
  rdDomestic?: number | null;
  rdAbroad?: number | null;
  rdOther?: number | null;
  netAssets?: number | null;
  techTransfers?: number | null;
};

export type FormValues = {
  registeredOn?: string | null;
  applicationDate?: string | null;
  field?: HighTechField | 'none' | null;
  staff?: number | null;
  techStaff?: number | null;
  majorAccident?: boolean | null;
  class1Own?: number | null;
  class1Acquired?: number | null;
  class2Own?: number | null;
  class2Acquired?: number | null;
  ipSupportsMainProducts?: boolean | null;
  techAdvancement?: Grade | null;
  coreSupport?: Grade | null;
  helpedDraftStandards?: boolean | null;
  years?: Record<string, YearValues | undefined>;
  highTechRevenueLastYear?: number | null;
  totalRevenueLastYear?: number | null;
  org?: RdOrganisation;
};

export const STORAGE_KEY = 'portal.highZc';

export function loadSaved(): FormValues {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as FormValues;
  } catch {
    return {};
  }
}

export const save = (values: FormValues) => localStorage.setItem(STORAGE_KEY, JSON.stringify(values));

/** Date pickers hand back dayjs objects; the rules and the storage use 'YYYY-MM-DD'. */
export const toDateString = (v: unknown): string | null => {
  if (!v) return null;
  if (dayjs.isDayjs(v)) return v.format('YYYY-MM-DD');
  const d = dayjs(v as string);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
};

/** The fiscal years the finance step asks about. */
export const yearsOf = (values: FormValues): number[] => (values.applicationDate ? fiscalYearsFor(values.registeredOn, values.applicationDate) : []);

/** A year's R&D parts; unknown (null) without the in-house figure, the commissioned and other parts default to 0 on the form. */
export function rdPartsOf(v: YearValues | undefined): RdParts | null {
  if (!v || !isNum(v.rdInHouse)) return null;
  return { inHouse: v.rdInHouse, commissionedDomestic: v.rdDomestic ?? 0, commissionedAbroad: v.rdAbroad ?? 0, other: v.rdOther ?? 0 };
}

/** The share of R&D spent in China over the years whose R&D is known; null when none is. */
export function domesticShareOf(values: FormValues): number | null {
  const parts = yearsOf(values).map((y) => rdPartsOf(values.years?.[y]));
  if (parts.some((p) => p === null)) return null;
  return domesticRdShare(parts as RdParts[]);
}

const num = (v: unknown) => (isNum(v) ? v : null);

/** The form's values as the rule library's input. */
export function toInput(values: FormValues): SelfTestInput {
  const years = yearsOf(values).map((year) => {
    const v = values.years?.[year] ?? {};
    const parts = rdPartsOf(v);
    return {
      year,
      salesRevenue: num(v.salesRevenue),
      rdSpend: parts ? eligibleRd(parts).total : null,
      netAssets: num(v.netAssets),
      techTransfers: num(v.techTransfers),
    };
  });
  return {
    registeredOn: values.registeredOn ?? null,
    applicationDate: values.applicationDate ?? null,
    ip: {
      class1Own: num(values.class1Own),
      class1Acquired: num(values.class1Acquired),
      class2Own: num(values.class2Own),
      class2Acquired: num(values.class2Acquired),
    },
    ipSupportsMainProducts: values.ipSupportsMainProducts ?? null,
    field: values.field ?? null,
    staff: num(values.staff),
    techStaff: num(values.techStaff),
    years,
    domesticRdShare: domesticShareOf(values),
    highTechRevenueLastYear: num(values.highTechRevenueLastYear),
    totalRevenueLastYear: num(values.totalRevenueLastYear),
    techAdvancement: values.techAdvancement ?? null,
    coreSupport: values.coreSupport ?? null,
    helpedDraftStandards: values.helpedDraftStandards ?? null,
    rdOrganisation: values.org ?? {},
    majorAccident: values.majorAccident ?? null,
  };
}
