import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Radio, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useT } from '@/utils/i18n';
import type { BatchRow } from './form';
import { LIMITS, WINDOW_KINDS } from './shared/constants';

type Getter = (path: (string | number)[]) => unknown;

/** End not before start (the same day is a one-day window). */
const endNotBefore =
  (t: ReturnType<typeof useT>, startPath: (string | number)[]) =>
  ({ getFieldValue }: { getFieldValue: Getter }) => ({
    validator: async (_: unknown, end?: Dayjs | null) => {
      const start = getFieldValue(startPath) as Dayjs | null | undefined;
      if (start && end && end.isBefore(start, 'day')) throw new Error(t('policyAdmin.window.endBeforeStart'));
    },
  });

/** Batches must not overlap: sorted by start, each starts after the previous one ends. */
export function overlappingBatch(rows: BatchRow[] = []): { index: number; other: string } | undefined {
  const dated = rows.map((r, index) => ({ ...r, index })).filter((r) => r.startDate && r.endDate);
  dated.sort((a, b) => a.startDate!.valueOf() - b.startDate!.valueOf());
  for (let i = 1; i < dated.length; i += 1) {
    if (!dated[i].startDate!.isAfter(dated[i - 1].endDate!, 'day'))
      return { index: dated[i].index, other: dated[i - 1].name?.trim() || `#${dated[i - 1].index + 1}` };
  }
  return undefined;
}

/**
 * The application window: a date range, all year (常年受理) or named batches, each a date range.
 * The server derives the status (upcoming, open, closing soon, closed) from it.
 */
export default function WindowFields() {
  const t = useT();
  const form = Form.useFormInstance();
  const kind = Form.useWatch(['window', 'kind'], form) as string | undefined;

  return (
    <>
      <Form.Item name={['window', 'kind']} label={t('policyAdmin.window.kind')} rules={[{ required: true }]}>
        <Radio.Group optionType="button" options={WINDOW_KINDS.map((k) => ({ value: k, label: t(`policyAdmin.window.kind.${k}`) }))} />
      </Form.Item>
      {kind === 'range' && (
        <Space align="start" wrap>
          <Form.Item
            name={['window', 'startDate']}
            label={t('policyAdmin.window.start')}
            rules={[{ required: true, message: t('policyAdmin.window.start.required') }]}
          >
            <DatePicker />
          </Form.Item>
          <Form.Item
            name={['window', 'endDate']}
            label={t('policyAdmin.window.end')}
            dependencies={[['window', 'startDate']]}
            rules={[{ required: true, message: t('policyAdmin.window.end.required') }, endNotBefore(t, ['window', 'startDate'])]}
          >
            <DatePicker />
          </Form.Item>
        </Space>
      )}
      {kind === 'all_year' && <Typography.Paragraph type="secondary">{t('policyAdmin.window.allYear.tip')}</Typography.Paragraph>}
      {kind === 'batches' && (
        <Form.List
          name={['window', 'batches']}
          rules={[
            {
              validator: async (_, rows?: BatchRow[]) => {
                if (!rows?.length) throw new Error(t('policyAdmin.window.batches.required'));
                const clash = overlappingBatch(rows);
                if (clash) throw new Error(t('policyAdmin.window.batches.overlap', { n: clash.index + 1, other: clash.other }));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <div className="policy-batches">
              {fields.map(({ key, name }) => (
                <Space key={key} align="start" wrap className="policy-batch">
                  <Form.Item
                    name={[name, 'name']}
                    label={t('policyAdmin.window.batch.name')}
                    rules={[{ required: true, whitespace: true, message: t('policyAdmin.window.batch.name.required') }, { max: LIMITS.batchName }]}
                  >
                    <Input placeholder={t('policyAdmin.window.batch.name.placeholder')} maxLength={LIMITS.batchName} style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item
                    name={[name, 'startDate']}
                    label={t('policyAdmin.window.start')}
                    rules={[{ required: true, message: t('policyAdmin.window.start.required') }]}
                  >
                    <DatePicker />
                  </Form.Item>
                  <Form.Item
                    name={[name, 'endDate']}
                    label={t('policyAdmin.window.end')}
                    dependencies={[['window', 'batches', name, 'startDate']]}
                    rules={[{ required: true, message: t('policyAdmin.window.end.required') }, endNotBefore(t, ['window', 'batches', name, 'startDate'])]}
                  >
                    <DatePicker />
                  </Form.Item>
                  <Form.Item label=" " colon={false}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('policyAdmin.window.batch.remove')} onClick={() => remove(name)} />
                  </Form.Item>
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= LIMITS.batches}
                onClick={() => add({ name: t('policyAdmin.window.batch.default', { n: fields.length + 1 }) })}
              >
                {t('policyAdmin.window.batch.add')}
              </Button>
              <Form.ErrorList errors={errors} />
            </div>
          )}
        </Form.List>
      )}
    </>
  );
}
