/**
 * The company profile fields a policy rule can test, and the rules' operators: plain lists without zod, so
 * the public screens that only label them do not load the schemas of shared/policyConditions.ts.
 */

/** Profile fields a rule can test. Figure fields are per fiscal year; the rest are facts of the company. */
export const profileFields = [
  'region', // GB/T 2260 code; a rule value matches the code itself or any code below it (320000 covers 320500)
  'industry', // GB/T 4754 code; a section letter ('C') or division ('39') matches codes below it
  'scale', // enterprise_scale dictionary: large | medium | small | micro
  'entityType', // enterprise | individual | institution | social_org
  'foundedYears', // whole years since the founding date at the evaluation date
  'qualification', // qualification dictionary values held (high_tech, tech_sme, specialized, little_giant)
  'ipClass1', // count of Class I IP (invention patents, IC layouts, …)
  'ipClass2', // count of Class II IP (utility models, designs, software copyrights)
  'ipTotal',
  'staff', // figure: staff of the year
  'techStaffRatio', // figure: S&T staff / staff × 100 of the year
  'revenue', // figure: operating revenue of the year, 万元
  'rdSpend', // figure: R&D spend of the year, 万元
  'rdRatio', // figure: R&D spend / revenue × 100 of the year
  'netAssets', // figure: net assets at the year end, 万元
  'revenueGrowth', // figure: (revenue of the year / revenue of the year before − 1) × 100
] as const;
export type ProfileField = (typeof profileFields)[number];

/** Fields whose value belongs to a fiscal year: a rule on them names the year it needs. */
export const figureFields: readonly ProfileField[] = ['staff', 'techStaffRatio', 'revenue', 'rdSpend', 'rdRatio', 'netAssets', 'revenueGrowth'];

export const ruleOperators = ['gte', 'gt', 'lte', 'lt', 'eq', 'between', 'in', 'notIn', 'hasAny', 'hasAll'] as const;
export type RuleOperator = (typeof ruleOperators)[number];
