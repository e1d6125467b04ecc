import { z } from 'zod';
import { profileFields, ruleOperators } from './profileFields';

/**
 * The machine-checkable conditions of a policy (docs/domain/policy-matching.md) and the company profile they
 * are checked against. Shared by the server (stored with each policy, evaluated by the matcher) and the web
 * app (the policy editor, the match form that asks only for the fields the rules need).
 *
 * Money is in 万元 (10,000 CNY), as in the company records; ratios are percentages (12.5 means 12.5 %).
 */

export { figureFields, profileFields, ruleOperators, type ProfileField, type RuleOperator } from './profileFields';

export const policyRuleSchema = z.object({
  /** Stable within the policy, so explanations and the match form can refer to it. */
  id: z.string().min(1).max(32),
  field: z.enum(profileFields),
  op: z.enum(ruleOperators),
  /** A number for comparisons, [min, max] for between, a list of codes for in/notIn/hasAny/hasAll, a string for eq. */
  value: z.union([z.number(), z.string(), z.array(z.string()).min(1), z.tuple([z.number(), z.number()])]),
  /**
   * For figure fields: which fiscal year, counted back from the evaluation year (1 = last year, the usual
   * "上一年度"). A figure of any other year is never used in its place.
   */
  yearsBack: z.number().int().min(0).max(5).optional(),
  /** A failing hard rule makes the policy not eligible; a soft one only lowers the match percentage. */
  hard: z.boolean().default(true),
  /** The condition as the policy text states it, e.g. "上一年度营业收入不低于2000万元". */
  label: z.string().min(1).max(200),
});
export type PolicyRule = z.infer<typeof policyRuleSchema>;

export const policyRulesSchema = z.array(policyRuleSchema).max(30);

/** One fiscal year of a company's figures (万元, persons). Missing values are unknown, not zero. */
export const profileFigureSchema = z.object({
  year: z.number().int().min(1990).max(2100),
  revenue: z.number().nullable().optional(),
  rdSpend: z.number().nullable().optional(),
  netAssets: z.number().nullable().optional(),
  staff: z.number().int().nullable().optional(),
  techStaff: z.number().int().nullable().optional(),
});
export type ProfileFigure = z.infer<typeof profileFigureSchema>;

/** The profile a match runs on, from a company record or from a visitor's form. */
export const companyProfileSchema = z.object({
  companyId: z.number().int().optional(),
  name: z.string().max(128).optional(),
  creditCode: z.string().max(18).optional(),
  regionCode: z.string().max(12).nullable().optional(),
  industryCode: z.string().max(8).nullable().optional(),
  scale: z.string().max(16).nullable().optional(),
  entityType: z.string().max(16).nullable().optional(),
  foundedOn: z.string().nullable().optional(), // YYYY-MM-DD
  qualifications: z.array(z.string()).default([]),
  ipClass1: z.number().int().min(0).nullable().optional(),
  ipClass2: z.number().int().min(0).nullable().optional(),
  figures: z.array(profileFigureSchema).max(10).default([]),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** How one rule came out for one profile. */
export type RuleOutcome = 'met' | 'unmet' | 'unknown';
/** How one policy came out for one profile. */
export type PolicyOutcome = 'eligible' | 'likely' | 'not_eligible';
