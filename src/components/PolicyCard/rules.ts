import type { useIntl } from '@umijs/max';
import type { PolicyRule } from '@shared/policyConditions';
import { figureFields } from '@shared/profileFields';
import { formatNumber } from './labels';

type Intl = ReturnType<typeof useIntl>;

/** Units of the numeric fields (money in 万元, ratios in %). */
const UNITS: Partial<Record<PolicyRule['field'], string>> = {
  foundedYears: 'years',
  ipClass1: 'items',
  ipClass2: 'items',
  ipTotal: 'items',
  staff: 'persons',
  techStaffRatio: 'percent',
  rdRatio: 'percent',
  revenueGrowth: 'percent',
  revenue: 'wan',
  rdSpend: 'wan',
  netAssets: 'wan',
};
const CODED_VALUES: Partial<Record<PolicyRule['field'], string>> = { scale: 'scale', entityType: 'entityType', qualification: 'qualification' };

/**
 * A structured rule as a readable line, e.g. "营业收入（上一年度） ≥ 2,000 万元" or "已获资质 具备其一：高新技术企业、
 * 科技型中小企业". Region codes are named from `regionName` (the area dictionary), industry codes stay GB/T 4754
 * codes, scale / entity type / qualification values are named from the locale.
 */
export function describeRule(
  intl: Intl,
  rule: Pick<PolicyRule, 'field' | 'op' | 'value' | 'yearsBack'>,
  regionName: (code: string) => string | undefined,
): string {
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const year =
    figureFields.includes(rule.field) && rule.yearsBack !== undefined
      ? t(rule.yearsBack === 0 ? 'policyFront.rule.year.current' : rule.yearsBack === 1 ? 'policyFront.rule.year.last' : 'policyFront.rule.year.back', {
          n: rule.yearsBack,
        })
      : '';
  const field = `${t(`policyFront.rule.field.${rule.field}`)}${year}`;
  const unit = UNITS[rule.field] ? t(`policyFront.rule.unit.${UNITS[rule.field]}`) : '';
  const one = (v: string | number) => {
    if (typeof v === 'number') return `${formatNumber(v)}${unit}`;
    if (rule.field === 'region') return regionName(v) ?? v;
    if (rule.field === 'industry') return v;
    const dict = CODED_VALUES[rule.field];
    if (dict) {
      const id = `policyFront.rule.value.${dict}.${v}`;
      const text = intl.formatMessage({ id, defaultMessage: v });
      return text === id ? v : text;
    }
    return v;
  };
  const list = (values: (string | number)[]) => values.map(one).join(t('policyFront.listSeparator'));
  const value = rule.value;
  const industryNote = rule.field === 'industry' ? t('policyFront.rule.industryCodes') : '';
  switch (rule.op) {
    case 'between': {
      const [min, max] = Array.isArray(value) ? value : [value, value];
      return t('policyFront.rule.op.between', { field, min: one(min), max: one(max) });
    }
    case 'in':
    case 'notIn':
    case 'hasAny':
    case 'hasAll':
      return t(`policyFront.rule.op.${rule.op}`, { field, values: `${industryNote}${list(Array.isArray(value) ? value : [value])}` });
    default:
      return t(`policyFront.rule.op.${rule.op}`, { field, value: one(Array.isArray(value) ? String(value[0]) : value) });
  }
}
