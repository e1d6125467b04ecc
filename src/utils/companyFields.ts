import { industryDivisionNames } from '@shared/industryNames';
import type { Translate } from '@/utils/i18n';

/** GB/T 4754 divisions as the company forms offer them: "39 计算机、通信和其他电子设备制造业". */
export const industryOptions = industryDivisionNames.map(([, code, name]) => ({ value: code, label: `${code} ${name}` }));
export const industryName = (code: string | null | undefined) => industryOptions.find((o) => o.value === code)?.label ?? code ?? '';

export const SCALES = ['large', 'medium', 'small', 'micro'] as const;

/**
 * A change request's field as people read it: `address` → 地址, `figures.2025.revenue` → 2025 年 营业收入.
 * The keys are the server's (server/modules/membership/service.ts).
 */
export function changeFieldLabel(t: Translate, key: string) {
  const [head, year, field] = key.split('.');
  if (head === 'figures') return t('companyAccount.figureField', { year, field: t(`companyAccount.field.${field}`) });
  return t(`companyAccount.field.${head}`);
}

/** A value of a change request as read: dictionary-coded fields by their names, empty as a dash. */
export function changeValueText(t: Translate, key: string, value: string | number | null) {
  if (value === null || value === '') return '–';
  if (key === 'industryCode') return industryName(String(value));
  if (key === 'scale') return t(`companyAccount.scale.${value}`);
  return String(value);
}
