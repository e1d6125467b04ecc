import { UploadOutlined } from '@ant-design/icons';
import { history, Link, useIntl } from '@umijs/max';
import { Alert, Button, Col, DatePicker, Descriptions, Form, Input, InputNumber, Result, Row, Space, Typography, Upload, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PHONE_PATTERN } from '@shared/phone';
import { todayOf, windowRanges, windowState } from '@shared/policyWindow';
import Panel from '@/components/Panel';
import { amountText, StatusTag as WindowTag, windowText } from '@/components/PolicyCard/labels';
import { applyDetail, applyForm, applySave, applySubmit } from '@/services/portal/application';
import { applyServerError, type FieldPath } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import type { DataOf } from '@/utils/request/dataOf';
import { getVisitorToken } from '@/utils/token';
import { beforeUploadWithin, MAX_ATTACHMENT_MB, normFileList, uploadError, uploadHeaders, type UploadAnswer } from '@/utils/upload';
import { applicationPath, Loaded, SentBackNotice, type Application, type SentBack } from './shared';
import { useLoaded } from '@/utils/useLoaded';
import { useAntdApp } from '@/components/AntdApp';

type FormData = DataOf<typeof applyForm>;
type FieldSpec = FormData['fields'][number];
type MaterialSpec = FormData['materials'][number];
type FieldInput = number | string | Dayjs | null | undefined;
type Values = {
  contactName?: string;
  contactPhone?: string;
  fields?: Record<string, FieldInput>;
  materials?: Record<string, UploadFile[] | undefined>;
};

const UPLOAD_URL = '/api/visitor/apply/upload';
const MAX_TEXT = 500;

/** A file kept with the application; its upload id is where a new file's is (the upload's answer). */
const savedFile = (m: Application['materials'][number]): UploadFile => ({
  uid: `saved-${m.uploadId}`,
  name: m.name,
  url: m.url,
  status: 'done',
  response: { data: { id: m.uploadId } },
});
const uploadIdOf = (file: UploadFile) => (file.status === 'done' ? (file.response as UploadAnswer<{ id: number }> | undefined)?.data?.id : undefined);

function initialValues(data: FormData): Values {
  const app = data.application;
  return {
    contactName: app?.contactName || data.prefill.contactName,
    contactPhone: app?.contactPhone || data.prefill.contactPhone,
    fields: Object.fromEntries(
      data.fields.map((f) => {
        const value = app?.fields[f.key];
        return [f.key, f.type === 'date' && typeof value === 'string' ? dayjs(value) : value ?? undefined];
      }),
    ),
    materials: Object.fromEntries(data.materials.map((m) => [m.key, (app?.materials ?? []).filter((given) => given.key === m.key).map(savedFile)])),
  };
}

/** The body of apply/save: the filled-in fields only (dates as YYYY-MM-DD), and each uploaded file under its material. */
export function toSaveBody(data: FormData, values: Values, id: number | undefined): Parameters<typeof applySave>[0] {
  const fields: Record<string, number | string> = {};
  for (const f of data.fields) {
    const value = values.fields?.[f.key];
    if (value === undefined || value === null || value === '') continue;
    fields[f.key] = dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : typeof value === 'string' ? value.trim() : value;
  }
  return {
    id,
    policyId: data.policy.id,
    fields,
    materials: data.materials.flatMap((m) =>
      (values.materials?.[m.key] ?? []).flatMap((file) => {
        const uploadId = uploadIdOf(file);
        return uploadId ? [{ key: m.key, uploadId }] : [];
      }),
    ),
    contactName: values.contactName?.trim() ?? '',
    contactPhone: values.contactPhone?.trim() ?? '',
  };
}

/**
 * `/apply?policyId=N`: the policy's application form for my company. A policy not open for online application
 * says so; an application already under review (or approved) is followed on its own page instead.
 */
export default function ApplyForm({ policyId }: { policyId: number }) {
  const t = useT();
  const load = useCallback(async () => (await applyForm({ policyId }, { skipErrorHandler: true })).data, [policyId]);
  const { data, failure, reload } = useLoaded(load);

  // The server's 422 on policyId: the policy takes no applications online (or no longer).
  if (failure?.status === 422 && failure.field === 'policyId')
    return (
      <Result
        status="info"
        title={t('apply.notOpen.title')}
        subTitle={t('apply.notOpen.desc')}
        extra={<Link to={`/policydetail/${policyId}`}>{t('apply.notOpen.policy')}</Link>}
      />
    );
  return (
    <Loaded data={data} failure={failure} onRetry={reload}>
      {(form) =>
        form.application && !form.application.editable ? (
          <Result
            status="info"
            title={t('apply.existing', { status: t(`apply.status.${form.application.status}`) })}
            extra={
              <Button type="primary" onClick={() => history.push(applicationPath(form.application!.id))}>
                {t('apply.existing.view')}
              </Button>
            }
          />
        ) : (
          <FormContent data={form} />
        )
      }
    </Loaded>
  );
}

/** The reviewer's words on an application sent back: the form only has its status, the detail has them. */
function useSentBack(app: Application | null): SentBack | null {
  const [sentBack, setSentBack] = useState<SentBack | null>(null);
  const id = app && (app.status === 'returned' || app.status === 'rejected') ? app.id : undefined;
  useEffect(() => {
    if (!id) return undefined;
    let alive = true;
    applyDetail({ id }, { skipErrorHandler: true })
      .then((res) => alive && setSentBack(res.data.sentBack))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [id]);
  return sentBack;
}

/** Why the submit button is off outside the window: when it opens, or that it has closed. */
function windowReason(policy: FormData['policy'], t: ReturnType<typeof useT>) {
  if (policy.openToday) return undefined;
  const { nextStart } = windowState(policy.window, todayOf(new Date()));
  return policy.windowStatus === 'upcoming' && nextStart ? t('apply.window.notYet', { date: nextStart }) : t('apply.window.closed');
}

function PolicyFacts({ policy }: { policy: FormData['policy'] }) {
  const t = useT();
  const intl = useIntl();
  const allYear = policy.window.kind === 'all_year';
  // The server's status; the client's day only for the days left and the next start the line names.
  const facts = { ...windowState(policy.window, todayOf(new Date())), window: policy.window, windowStatus: policy.windowStatus, deadline: policy.deadline };
  return (
    <Panel title={<Link to={`/policydetail/${policy.id}`}>{policy.title}</Link>} style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'department', label: t('apply.policy.department'), children: policy.departmentName },
          {
            key: 'window',
            label: t('apply.policy.window'),
            children: (
              <Space direction="vertical" size={2}>
                <span data-testid="apply-window">
                  <WindowTag status={policy.windowStatus} allYear={allYear} /> {windowText(intl, facts)}
                </span>
                {windowRanges(policy.window).map((r) => (
                  <Typography.Text key={r.startDate} type="secondary" style={{ fontSize: 13 }}>
                    {r.name ? `${r.name}：` : ''}
                    {t('policyFront.detail.range', { start: r.startDate, end: r.endDate })}
                  </Typography.Text>
                ))}
              </Space>
            ),
          },
          { key: 'maxAmount', label: t('apply.policy.maxAmount'), children: amountText(intl, policy.maxAmount) || t('apply.policy.noMaxAmount') },
        ]}
      />
    </Panel>
  );
}

/** The input for a field, given straight to its Form.Item (which hands it the value, onChange and id). */
function fieldInput(spec: FieldSpec) {
  if (spec.type === 'number') return <InputNumber style={{ width: '100%' }} min={0} max={spec.max} />;
  if (spec.type === 'date') return <DatePicker style={{ width: '100%' }} inputReadOnly />;
  return <Input maxLength={MAX_TEXT} />;
}

function FormContent({ data }: { data: FormData }) {
  const t = useT();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const [appId, setAppId] = useState(data.application?.id);
  const [notice, setNotice] = useState<string>();
  const [saving, setSaving] = useState<'save' | 'submit'>();
  const headers = useMemo(() => uploadHeaders(getVisitorToken()), []);
  const sentBack = useSentBack(data.application);
  const reason = windowReason(data.policy, t);
  const sentBackStatus = data.application?.status === 'returned' || data.application?.status === 'rejected';

  /** The server's refusal under the field it names (`fields.<key>`, `materials.<key>`, the contact); `window` and the rest on top. */
  const formPathOf = (path: FieldPath): FieldPath | undefined => {
    const [head, key] = path;
    if (head === 'fields' && data.fields.some((f) => f.key === key)) return ['fields', key];
    if (head === 'materials' && data.materials.some((m) => m.key === key)) return ['materials', key];
    if (head === 'contactName' || head === 'contactPhone') return [head];
    return undefined;
  };
  const showRefusal = (err: unknown) => applyServerError(form, err, formPathOf, setNotice);

  const save = async (): Promise<number | undefined> => {
    const values = form.getFieldsValue(true) as Values;
    if (Object.values(values.materials ?? {}).some((files) => files?.some((f) => f.status === 'uploading'))) {
      message.warning(t('apply.material.uploading'));
      return undefined;
    }
    try {
      const res = await applySave(toSaveBody(data, values, appId), { skipErrorHandler: true });
      setAppId(res.data.application.id);
      return res.data.application.id;
    } catch (err) {
      showRefusal(err);
      return undefined;
    }
  };

  const saveDraft = async () => {
    setNotice(undefined);
    setSaving('save');
    if (await save()) message.success(t('apply.saved'));
    setSaving(undefined);
  };

  // Saved first, so the server checks (and keeps) exactly what is on the screen.
  const submit = async () => {
    setNotice(undefined);
    try {
      await form.validateFields();
    } catch (err) {
      const first = (err as { errorFields?: { name: FieldPath }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return;
    }
    setSaving('submit');
    const id = await save();
    if (id) {
      try {
        await applySubmit({ id }, { skipErrorHandler: true });
        message.success(t('apply.submitted'));
        history.push(applicationPath(id));
      } catch (err) {
        showRefusal(err);
      }
    }
    setSaving(undefined);
  };

  const materialRule = (spec: MaterialSpec) => ({
    validator: async (_: unknown, files?: UploadFile[]) => {
      if (files?.some((f) => f.status === 'error')) throw new Error(t('apply.material.failed'));
      if (spec.required && !files?.some((f) => f.status === 'done' || f.status === 'uploading'))
        throw new Error(t('apply.material.missing', { name: spec.name }));
    },
  });

  return (
    <Row gutter={16}>
      {/* One column on a phone: the policy first, then the form; beside each other from md (768 px) up. */}
      <Col xs={24} md={{ span: 9, order: 2 }}>
        <PolicyFacts policy={data.policy} />
      </Col>
      <Col xs={24} md={{ span: 15, order: 1 }}>
        {sentBack && <SentBackNotice sentBack={sentBack} />}
        {notice && (
          <Alert type="error" showIcon closable style={{ marginBottom: 16 }} message={notice} onClose={() => setNotice(undefined)} data-testid="apply-notice" />
        )}
        <Form<Values> form={form} layout="vertical" initialValues={initialValues(data)} data-testid="apply-form">
          <Panel title={t('apply.section.company')} style={{ marginBottom: 16 }}>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'name', label: t('apply.company.name'), children: data.prefill.companyName },
                { key: 'creditCode', label: t('apply.company.creditCode'), children: data.prefill.creditCode },
              ]}
            />
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('apply.company.note')} <Link to="/user?tab=company">{t('apply.noCompany.go')}</Link>
            </Typography.Paragraph>
            <Form.Item
              name="contactName"
              label={t('apply.contact.name')}
              rules={[{ required: true, whitespace: true, message: t('apply.contact.name.required') }]}
            >
              <Input maxLength={64} autoComplete="name" />
            </Form.Item>
            <Form.Item
              name="contactPhone"
              label={t('apply.contact.phone')}
              rules={[{ required: true, pattern: PHONE_PATTERN, message: t('apply.contact.phone.invalid') }]}
              style={{ marginBottom: 0 }}
            >
              <Input maxLength={32} inputMode="tel" autoComplete="tel" />
            </Form.Item>
          </Panel>

          {data.fields.length > 0 && (
            <Panel title={t('apply.section.fields')} style={{ marginBottom: 16 }}>
              {data.fields.map((f) => (
                <Form.Item
                  key={f.key}
                  name={['fields', f.key]}
                  label={f.label}
                  rules={[
                    { required: f.required, message: t('apply.field.required', { label: f.label }) },
                    ...(f.type === 'number' && f.max !== undefined
                      ? [{ type: 'number' as const, max: f.max, message: t('apply.field.max', { label: f.label, max: f.max }) }]
                      : []),
                  ]}
                >
                  {fieldInput(f)}
                </Form.Item>
              ))}
            </Panel>
          )}

          {data.materials.length > 0 && (
            <Panel title={t('apply.section.materials')} style={{ marginBottom: 16 }}>
              {data.materials.map((m) => (
                <Form.Item
                  key={m.key}
                  name={['materials', m.key]}
                  label={m.name}
                  required={m.required}
                  valuePropName="fileList"
                  getValueFromEvent={normFileList}
                  rules={[materialRule(m)]}
                  extra={
                    <Space size={[8, 0]} wrap>
                      <span>{t('apply.material.accept', { types: m.accept.join(' / ').toUpperCase(), max: MAX_ATTACHMENT_MB })}</span>
                      {m.templateUrl && (
                        <a href={m.templateUrl} target="_blank" rel="noopener noreferrer" download>
                          {t('apply.material.template')}
                        </a>
                      )}
                      {m.note && <span>{m.note}</span>}
                    </Space>
                  }
                  data-testid={`material-${m.key}`}
                >
                  <Upload
                    action={UPLOAD_URL}
                    headers={headers}
                    name="file"
                    multiple
                    accept={m.accept.map((ext) => `.${ext}`).join(',')}
                    beforeUpload={beforeUploadWithin(MAX_ATTACHMENT_MB, (file) =>
                      message.error(t('apply.material.tooLarge', { name: file.name, max: MAX_ATTACHMENT_MB })),
                    )}
                    // The server's refusal (type by content, size, the day's quota) under the file, not only in a hover tip.
                    itemRender={(node, file) => (
                      <div>
                        {node}
                        {file.status === 'error' && (
                          <Typography.Text type="danger" style={{ fontSize: 12 }}>
                            {uploadError(file)}
                          </Typography.Text>
                        )}
                      </div>
                    )}
                  >
                    <Button icon={<UploadOutlined />}>{t('apply.material.upload')}</Button>
                  </Upload>
                </Form.Item>
              ))}
            </Panel>
          )}

          <Space wrap align="center">
            <Button onClick={saveDraft} loading={saving === 'save'} disabled={!!saving && saving !== 'save'}>
              {t('apply.save')}
            </Button>
            <Button
              type="primary"
              onClick={submit}
              loading={saving === 'submit'}
              disabled={!!reason || (!!saving && saving !== 'submit')}
              data-testid="apply-submit"
            >
              {t(sentBackStatus ? 'apply.resubmit' : 'apply.submit')}
            </Button>
            {reason && <Typography.Text type="secondary">{reason}</Typography.Text>}
          </Space>
        </Form>
      </Col>
    </Row>
  );
}
