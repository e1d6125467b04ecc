import { DeleteOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space, Switch, Tooltip, Typography } from 'antd';
import { DictSelect, useDictItems } from '@/components/Dict';
import { profileFields, type ProfileField, type RuleOperator } from '@shared/policyConditions';
import { useT, type Translate } from '@/utils/i18n';
import { defaultOperator, FIELD_UNITS, isFigureField, nextRuleId, operatorsFor, valueKind, type RuleRow } from './rules';
import { IndustryTreeSelect, RegionTreeSelect } from './shared/CodeSelects';
import { ENTITY_TYPES, LIMITS, QUALIFICATION_DICT, SCALE_DICT } from './shared/constants';

/** Numbers are ≥ 0 except the growth rate, which may be negative (a fall in revenue). */
const minOf = (field?: ProfileField) => (field === 'revenueGrowth' ? -100 : 0);

/** Which fiscal year a figure rule reads, in words: 当年度, 上一年度, 前 3 年度. */
export const yearText = (n: number, t: Translate) => (n === 0 || n === 1 ? t(`policyAdmin.rule.yearsBack.${n}`) : t('policyAdmin.rule.yearsBack.n', { n }));

/** The rule as a sentence, for the label: 营业收入（上一年度）≥ 2000 万元. */
export function describeRule(row: RuleRow, t: Translate, codeLabel: (field: ProfileField, code: string) => string): string {
  if (!row.field || !row.op) return '';
  const field = t(`policyAdmin.rule.field.${row.field}`);
  const year = isFigureField(row.field) && typeof row.yearsBack === 'number' ? `（${yearText(row.yearsBack, t)}）` : '';
  const unitKey = FIELD_UNITS[row.field];
  const unit = unitKey ? t(`policyAdmin.unit.${unitKey}`) : '';
  const op = t(`policyAdmin.rule.opText.${row.op}`);
  const kind = valueKind(row.field, row.op);
  const value =
    kind === 'range'
      ? `${row.min ?? '?'}–${row.max ?? '?'}${unit}`
      : kind === 'number'
      ? `${row.num ?? '?'}${unit}`
      : kind === 'code'
      ? codeLabel(row.field, row.code ?? '?')
      : (row.codes ?? []).map((c) => codeLabel(row.field!, c)).join('、');
  return `${field}${year}${op}${value}`;
}

/** The value input a row's field and operator call for. */
function ValueInput({ name, row }: { name: number; row: RuleRow }) {
  const t = useT();
  const kind = valueKind(row.field, row.op);
  if (!kind || !row.field) return null;
  const unitKey = FIELD_UNITS[row.field];
  const unit = unitKey ? t(`policyAdmin.unit.${unitKey}`) : undefined;
  const required = (message: string) => ({ required: true, message });
  if (kind === 'number') {
    return (
      <Form.Item name={[name, 'num']} label={t('policyAdmin.rule.value')} rules={[required(t('policyAdmin.rule.value.required'))]}>
        <InputNumber min={minOf(row.field)} max={1e12} suffix={unit} style={{ width: 180 }} />
      </Form.Item>
    );
  }
  if (kind === 'range') {
    return (
      <Space.Compact>
        <Form.Item name={[name, 'min']} label={t('policyAdmin.rule.min')} rules={[required(t('policyAdmin.rule.value.required'))]}>
          <InputNumber min={minOf(row.field)} max={1e12} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item
          name={[name, 'max']}
          label={t('policyAdmin.rule.max')}
          dependencies={[['rules', name, 'min']]}
          rules={[
            required(t('policyAdmin.rule.value.required')),
            ({ getFieldValue }) => ({
              validator: async (_, max?: number | null) => {
                const min = getFieldValue(['rules', name, 'min']) as number | null | undefined;
                if (typeof min === 'number' && typeof max === 'number' && max < min) throw new Error(t('policyAdmin.rule.maxBelowMin'));
              },
            }),
          ]}
        >
          <InputNumber min={minOf(row.field)} max={1e12} suffix={unit} style={{ width: 150 }} />
        </Form.Item>
      </Space.Compact>
    );
  }
  const multiple = kind === 'codes';
  const itemName = multiple ? 'codes' : 'code';
  const rules = [
    multiple
      ? { required: true, type: 'array' as const, min: 1, message: t('policyAdmin.rule.codes.required') }
      : required(t('policyAdmin.rule.value.required')),
  ];
  const width = { width: 280 };
  let input;
  switch (row.field) {
    case 'region':
      input = <RegionTreeSelect multiple={multiple} style={width} />;
      break;
    case 'industry':
      input = <IndustryTreeSelect multiple={multiple} style={width} />;
      break;
    case 'scale':
      input = <DictSelect name={SCALE_DICT} mode={multiple ? 'multiple' : undefined} allowClear style={width} placeholder={t('policyAdmin.select')} />;
      break;
    case 'qualification':
      input = <DictSelect name={QUALIFICATION_DICT} mode={multiple ? 'multiple' : undefined} allowClear style={width} placeholder={t('policyAdmin.select')} />;
      break;
    case 'entityType':
      input = (
        <Select
          mode={multiple ? 'multiple' : undefined}
          allowClear
          style={width}
          placeholder={t('policyAdmin.select')}
          options={ENTITY_TYPES.map((e) => ({ value: e, label: t(`policyAdmin.entityType.${e}`) }))}
        />
      );
      break;
    default:
      // A list of numbers for a numeric field (in / not in): typed one by one.
      input = <Select mode="tags" style={width} tokenSeparators={[',', '，', ' ']} placeholder={t('policyAdmin.rule.codes.type')} />;
  }
  return (
    <Form.Item name={[name, itemName]} label={t('policyAdmin.rule.value')} rules={rules}>
      {input}
    </Form.Item>
  );
}

/**
 * The structured conditions of a policy (shared/policyConditions.ts): each rule tests one profile
 * field with an operator; figure fields (revenue, R&D, staff…) name the fiscal year they read (yearsBack,
 * 1 = last year) and no other field does; a hard rule that fails makes the company not eligible, a soft one
 * only lowers the match percentage; the label is the condition in the policy's words.
 */
export default function RuleList() {
  const t = useT();
  const form = Form.useFormInstance();
  const scales = useDictItems(SCALE_DICT).items;
  const qualifications = useDictItems(QUALIFICATION_DICT).items;
  const codeLabel = (field: ProfileField, code: string) => {
    if (field === 'entityType') return t(`policyAdmin.entityType.${code}`);
    if (field === 'scale') return scales.find((i) => i.value === code)?.label ?? code;
    if (field === 'qualification') return qualifications.find((i) => i.value === code)?.label ?? code;
    if (field === 'region' && code === '100000') return t('region.national');
    return code;
  };
  const fieldOptions = [
    {
      label: t('policyAdmin.rule.group.facts'),
      options: profileFields.filter((f) => !isFigureField(f)).map((f) => ({ value: f, label: t(`policyAdmin.rule.field.${f}`) })),
    },
    {
      label: t('policyAdmin.rule.group.figures'),
      options: profileFields.filter((f) => isFigureField(f)).map((f) => ({ value: f, label: t(`policyAdmin.rule.field.${f}`) })),
    },
  ];

  /** A new field starts over: its first operator, no value, a year only for figures. */
  const changeField = (name: number, field: ProfileField) => {
    const row = form.getFieldValue(['rules', name]) as RuleRow;
    form.setFieldValue(['rules', name], {
      id: row.id,
      hard: row.hard,
      label: row.label,
      field,
      op: defaultOperator(field),
      yearsBack: isFigureField(field) ? 1 : undefined,
    } satisfies RuleRow);
  };

  return (
    <Form.List
      name="rules"
      rules={[
        {
          validator: async (_, rows?: RuleRow[]) => {
            if ((rows?.length ?? 0) > LIMITS.rules) throw new Error(t('policyAdmin.rule.tooMany', { max: LIMITS.rules }));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className="policy-rules">
          {fields.map(({ key, name }) => (
            <div key={key} className="policy-rule" data-testid={`rule-${name}`}>
              <Form.Item name={[name, 'id']} hidden>
                <Input />
              </Form.Item>
              <Form.Item noStyle shouldUpdate={(prev, next) => prev.rules?.[name] !== next.rules?.[name]}>
                {() => {
                  const row = (form.getFieldValue(['rules', name]) ?? {}) as RuleRow;
                  const ops = operatorsFor(row.field);
                  // A stored operator outside the usual set stays choosable, so nothing changes unasked.
                  const opOptions = [...ops, ...(row.op && !ops.includes(row.op) ? [row.op] : [])].map((o: RuleOperator) => ({
                    value: o,
                    label: t(`policyAdmin.rule.op.${o}`),
                  }));
                  const figure = isFigureField(row.field);
                  return (
                    <>
                      <Space align="start" wrap size={[8, 0]}>
                        <Form.Item
                          name={[name, 'field']}
                          label={t('policyAdmin.rule.field')}
                          rules={[{ required: true, message: t('policyAdmin.rule.field.required') }]}
                        >
                          <Select
                            showSearch
                            optionFilterProp="label"
                            style={{ width: 200 }}
                            options={fieldOptions}
                            placeholder={t('policyAdmin.select')}
                            onChange={(f: ProfileField) => changeField(name, f)}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[name, 'op']}
                          label={t('policyAdmin.rule.op')}
                          rules={[{ required: true, message: t('policyAdmin.rule.op.required') }]}
                        >
                          <Select style={{ width: 130 }} options={opOptions} disabled={!row.field} placeholder={t('policyAdmin.select')} />
                        </Form.Item>
                        <ValueInput name={name} row={row} />
                        {figure && (
                          <Form.Item
                            name={[name, 'yearsBack']}
                            label={t('policyAdmin.rule.yearsBack')}
                            tooltip={t('policyAdmin.rule.yearsBack.tip')}
                            rules={[{ required: true, message: t('policyAdmin.rule.yearsBack.required') }]}
                          >
                            <Select
                              style={{ width: 130 }}
                              options={Array.from({ length: LIMITS.yearsBack + 1 }, (_, n) => ({ value: n, label: yearText(n, t) }))}
                            />
                          </Form.Item>
                        )}
                        <Form.Item name={[name, 'hard']} label={t('policyAdmin.rule.hard')} tooltip={t('policyAdmin.rule.hard.tip')} valuePropName="checked">
                          <Switch checkedChildren={t('policyAdmin.rule.hard.yes')} unCheckedChildren={t('policyAdmin.rule.hard.no')} />
                        </Form.Item>
                        <Form.Item label=" " colon={false}>
                          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('policyAdmin.rule.remove')} onClick={() => remove(name)} />
                        </Form.Item>
                      </Space>
                      <Form.Item
                        name={[name, 'label']}
                        label={t('policyAdmin.rule.label')}
                        rules={[{ required: true, whitespace: true, message: t('policyAdmin.rule.label.required') }, { max: LIMITS.ruleLabel }]}
                      >
                        <Input
                          maxLength={LIMITS.ruleLabel}
                          placeholder={t('policyAdmin.rule.label.placeholder')}
                          suffix={
                            <Tooltip title={t('policyAdmin.rule.label.generate')}>
                              <Button
                                size="small"
                                type="link"
                                icon={<ThunderboltOutlined />}
                                aria-label={t('policyAdmin.rule.label.generate')}
                                disabled={!row.field || !row.op}
                                onClick={() => form.setFieldValue(['rules', name, 'label'], describeRule(row, t, codeLabel))}
                              />
                            </Tooltip>
                          }
                        />
                      </Form.Item>
                    </>
                  );
                }}
              </Form.Item>
            </div>
          ))}
          <Space>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= LIMITS.rules}
              onClick={() => add({ id: nextRuleId(form.getFieldValue('rules') as RuleRow[] | undefined), hard: true } satisfies RuleRow)}
            >
              {t('policyAdmin.rule.add')}
            </Button>
            <Typography.Text type="secondary">{t('policyAdmin.rule.hint')}</Typography.Text>
          </Space>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
