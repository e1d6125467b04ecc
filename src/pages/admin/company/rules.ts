import type { Translate } from '@/utils/i18n';
import { creditCodeIssue } from './creditCode';

/** The largest amount the server takes (万元). */
export const MAX_MONEY = 1e12;

/**
 * Number inputs take what is typed, even a negative number: the field's rule then says why it is
 * refused. (Pro's digit input would otherwise turn -5 into 0 on leaving the field, unseen.)
 */
export const TYPED_AS_IS = { min: Number.MIN_SAFE_INTEGER };

/** Rules of the credit code field: 18 characters, the code alphabet, the GB 32100 check character. */
export function creditCodeRules(t: Translate) {
  return [
    { required: true, whitespace: true, message: t('company.creditCode.required') },
    {
      validator: async (_: unknown, value?: string) => {
        if (!value?.trim()) return;
        const issue = creditCodeIssue(value);
        if (issue) throw new Error(t(`company.creditCode.${issue}`));
      },
    },
  ];
}

/** A non-negative amount (万元), empty allowed. */
export function moneyRules(t: Translate) {
  return [{ type: 'number' as const, min: 0, max: MAX_MONEY, message: t('company.money.invalid') }];
}

/** A non-negative whole count, empty allowed. */
export function countRules(t: Translate, max = 10_000_000) {
  return [{ type: 'integer' as const, min: 0, max, message: t('company.count.invalid') }];
}
