import { AutoComplete, Button, Cascader, DatePicker, Divider, Flex, Form, InputNumber, Select, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { parseIndustryCode } from '@shared/industryCodes';
import type { ProfileInput } from '@shared/policyMatch';
import type { MatchProfile } from '@/models/policy';
import { useT, type Translate } from '@/utils/i18n';
import { entityTypes, industryOptions, qualifications, regionOptions, regionPath, scales } from './options';

/**
 * The match profile form: region and entity type always (they decide which policies are candidates), then
 * only the inputs the candidate policies' rules need — each figure for the fiscal year a rule reads,
 * labelled with that year. Used by /matchNow (empty) and by /ppResult's "correct my figures" (prefilled).
 * Figures of years the form does not show are kept as they were. Plain antd Form (no pro-components): it is
 * a public screen, and its first load stays free of the back office's form library.
 */

/** A needed field (shared/policyMatch.ts) with the label the server gives it. */
export type FormField = { field: ProfileInput; year?: number; label?: string };
type Figure = MatchProfile['figures'][number];
type FigureKey = 'revenue' | 'rdSpend' | 'netAssets' | 'staff' | 'techStaff';
const figureKeys: FigureKey[] = ['revenue', 'rdSpend', 'netAssets', 'staff', 'techStaff'];

type Values = {
  region?: string[];
  entityType?: string;
  industryCode?: string;
  scale?: string;
  foundedOn?: string;
  qualifications?: string[];
  ipClass1?: number | null;
  ipClass2?: number | null;
  figures?: Record<string, Partial<Record<FigureKey, number | null>>>;
};

/** The form's values for a profile (what /ppResult prefills). */
export function valuesOf(profile: Partial<MatchProfile> | undefined): Values {
  if (!profile) return {};
  const figures: Values['figures'] = {};
  for (const f of profile.figures ?? []) {
    figures[String(f.year)] = Object.fromEntries(figureKeys.map((k) => [k, f[k] ?? undefined]));
  }
  return {
    region: regionPath(profile.regionCode),
    entityType: profile.entityType ?? undefined,
    industryCode: profile.industryCode ?? undefined,
    scale: profile.scale ?? undefined,
    foundedOn: profile.foundedOn ?? undefined,
    qualifications: profile.qualifications ?? [],
    ipClass1: profile.ipClass1 ?? undefined,
    ipClass2: profile.ipClass2 ?? undefined,
    figures,
  };
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The profile to send: the base profile with the form's values over it (a cleared field becomes unknown). */
export function profileOf(values: Values, shown: FormField[], base?: Partial<MatchProfile>): MatchProfile {
  const profile: MatchProfile = { ...(base ?? {}), qualifications: base?.qualifications ?? [], figures: [...(base?.figures ?? [])] } as MatchProfile;
  const region = values.region?.[values.region.length - 1];
  profile.regionCode = region ?? undefined;
  profile.entityType = (values.entityType as MatchProfile['entityType']) ?? undefined;
  const has = (field: ProfileInput) => shown.some((f) => f.field === field && f.year === undefined);
  if (has('industryCode')) profile.industryCode = blank(values.industryCode) ? undefined : values.industryCode!.trim().toUpperCase();
  if (has('scale')) profile.scale = (values.scale as MatchProfile['scale']) ?? undefined;
  if (has('foundedOn')) profile.foundedOn = blank(values.foundedOn) ? undefined : String(values.foundedOn).slice(0, 10);
  if (has('qualifications')) profile.qualifications = values.qualifications ?? [];
  if (has('ipClass1')) profile.ipClass1 = blank(values.ipClass1) ? undefined : values.ipClass1!;
  if (has('ipClass2')) profile.ipClass2 = blank(values.ipClass2) ? undefined : values.ipClass2!;
  const byYear = new Map<number, Figure>(profile.figures.map((f) => [f.year, { ...f }]));
  for (const f of shown) {
    if (f.year === undefined || !figureKeys.includes(f.field as FigureKey)) continue;
    const key = f.field as FigureKey;
    const value = values.figures?.[String(f.year)]?.[key];
    const figure: Figure = byYear.get(f.year) ?? { year: f.year };
    figure[key] = blank(value) ? undefined : (value as number);
    byYear.set(f.year, figure);
  }
  // Undefined, not null: the JSON leaves the value out, which the server reads as unknown.
  profile.figures = [...byYear.values()].filter((f) => figureKeys.some((k) => !blank(f[k]))).sort((a, b) => b.year - a.year);
  return JSON.parse(JSON.stringify(profile)) as MatchProfile;
}

export function fieldLabel(t: Translate, f: FormField): string {
  const name = t(`match.field.${f.field}`);
  return f.year ? t('match.field.withYear', { year: f.year, name }) : name;
}

/** One field's width in a wrapping row: two or three to a line on a laptop, one on a phone. */
const FIELD = { width: 328, maxWidth: '100%' };

type Props = {
  /** The inputs to ask for besides region and entity type (from the match/fields call). */
  fields: FormField[];
  initial?: Partial<MatchProfile>;
  submitText: string;
  onFinish: (profile: MatchProfile) => Promise<boolean | void>;
  /** Region or entity type changed (the candidates, so the needed fields, depend on them). */
  onBasicsChange?: (regionCode: string | undefined, entityType: string | undefined) => void;
  /** Shown between the basics and the needed fields (e.g. "loading the fields…"). */
  between?: ReactNode;
};

export default function ProfileForm({ fields, initial, submitText, onFinish, onBasicsChange, between }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const initialValues = useMemo(() => ({ entityType: 'enterprise', ...valuesOf(initial) }), [initial]);
  const options = useMemo(() => regionOptions(), []);
  const shown = fields.filter((f) => f.field !== 'regionCode' && f.field !== 'entityType');
  const facts = shown.filter((f) => f.year === undefined);
  const years = [...new Set(shown.filter((f) => f.year !== undefined).map((f) => f.year!))].sort((a, b) => b - a);
  // The inputs round to their precision themselves; the rules name what is out of range.
  const number = (min: number | undefined): Rule[] => [
    { type: 'number', min, message: t('match.form.notNegative') },
    { type: 'number', max: 1e12, message: t('match.form.invalidNumber') },
  ];

  const factItem = (f: FormField) => {
    const label = fieldLabel(t, f);
    switch (f.field) {
      case 'industryCode':
        return (
          <Form.Item
            key={f.field}
            name="industryCode"
            label={label}
            tooltip={t('match.form.industryHint')}
            style={FIELD}
            rules={[
              {
                validator: (_r: unknown, v: string | undefined) =>
                  blank(v) || parseIndustryCode(v) ? Promise.resolve() : Promise.reject(new Error(t('match.form.industryInvalid'))),
              },
            ]}
          >
            <AutoComplete
              options={industryOptions}
              placeholder={t('match.form.industryPlaceholder')}
              filterOption={(input, option) => String(option?.label ?? '').includes(input)}
              allowClear
            />
          </Form.Item>
        );
      case 'scale':
        return (
          <Form.Item key={f.field} name="scale" label={label} style={FIELD}>
            <Select allowClear options={scales.map((v) => ({ value: v, label: t(`match.value.${v}`) }))} />
          </Form.Item>
        );
      case 'foundedOn':
        // Kept as 'YYYY-MM-DD' in the form's values, as the profile stores it.
        return (
          <Form.Item
            key={f.field}
            name="foundedOn"
            label={label}
            style={FIELD}
            getValueProps={(v?: string) => ({ value: v ? dayjs(v) : undefined })}
            normalize={(d?: Dayjs | null) => d?.format('YYYY-MM-DD')}
          >
            <DatePicker style={{ width: '100%' }} disabledDate={(d: Dayjs) => d.isAfter(dayjs())} />
          </Form.Item>
        );
      case 'qualifications':
        return (
          <Form.Item key={f.field} name="qualifications" label={label} tooltip={t('match.form.qualificationsHint')} style={FIELD}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t('match.form.qualificationsNone')}
              options={qualifications.map((v) => ({ value: v, label: t(`match.value.${v}`) }))}
            />
          </Form.Item>
        );
      case 'ipClass1':
      case 'ipClass2':
        return (
          <Form.Item key={f.field} name={f.field} label={label} tooltip={t(`match.form.${f.field}Hint`)} rules={number(0)} style={FIELD}>
            <InputNumber min={0} precision={0} addonAfter={t('match.unit.piece')} style={{ width: '100%' }} />
          </Form.Item>
        );
      default:
        return null;
    }
  };

  const figureItem = (f: FormField) => {
    const key = f.field as FigureKey;
    const persons = key === 'staff' || key === 'techStaff';
    const rules = number(key === 'netAssets' ? undefined : 0);
    if (key === 'techStaff') {
      rules.push(({ getFieldValue }) => ({
        validator: (_r, v) => {
          const staff = getFieldValue(['figures', String(f.year), 'staff']);
          return blank(v) || blank(staff) || v <= staff ? Promise.resolve() : Promise.reject(new Error(t('match.form.techStaffTooMany')));
        },
      }));
    }
    return (
      <Form.Item
        key={`${key}:${f.year}`}
        name={['figures', String(f.year), key]}
        label={fieldLabel(t, f)}
        dependencies={key === 'techStaff' ? [['figures', String(f.year), 'staff']] : undefined}
        rules={rules}
        style={FIELD}
      >
        {/* Money as typed (1500, not 1500.00); persons whole. */}
        <InputNumber
          min={key === 'netAssets' ? -1e12 : 0}
          precision={persons ? 0 : undefined}
          addonAfter={persons ? t('match.unit.person') : t('match.unit.wan')}
          style={{ width: '100%' }}
        />
      </Form.Item>
    );
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await onFinish(profileOf(values, shown, initial));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={(changed, all) => {
        if ('region' in changed || 'entityType' in changed) onBasicsChange?.(all.region?.[all.region.length - 1], all.entityType);
      }}
      onFinish={submit}
    >
      <Flex wrap gap="0 16px">
        <Form.Item name="region" label={t('match.field.regionCode')} rules={[{ required: true, message: t('match.form.regionRequired') }]} style={FIELD}>
          <Cascader options={options} changeOnSelect showSearch placeholder={t('match.form.regionPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="entityType"
          label={t('match.field.entityType')}
          rules={[{ required: true, message: t('match.form.entityTypeRequired') }]}
          style={{ width: 216, maxWidth: '100%' }}
        >
          <Select options={entityTypes.map((v) => ({ value: v, label: t(`match.value.${v}`) }))} />
        </Form.Item>
      </Flex>
      {between}
      {facts.length > 0 && (
        <>
          <Divider orientation="left" plain>
            {t('match.form.facts')}
          </Divider>
          <Flex wrap gap="0 16px">
            {facts.map(factItem)}
          </Flex>
        </>
      )}
      {years.map((year) => (
        <div key={year} data-testid={`figures-${year}`}>
          <Divider orientation="left" plain>
            {t('match.form.figuresOf', { year })}
          </Divider>
          <Flex wrap gap="0 16px">
            {shown.filter((f) => f.year === year).map(figureItem)}
          </Flex>
        </div>
      ))}
      {shown.length === 0 && !between && <Typography.Paragraph type="secondary">{t('match.form.nothingNeeded')}</Typography.Paragraph>}
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitText}
      </Button>
    </Form>
  );
}
