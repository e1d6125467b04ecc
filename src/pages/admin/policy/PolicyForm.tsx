import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { DrawerForm } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Checkbox, Col, DatePicker, Divider, Form, Input, InputNumber, Radio, Result, Row, Select, Space, Spin, Upload, type UploadFile } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DictSelect } from '@/components/Dict';
import RichTextEditor from '@/components/RichTextEditor';
import { adminCreatePolicy, adminPolicyDetail, adminPublishPolicy, adminUpdatePolicy } from '@/services/portal/policyAdmin';
import { useT } from '@/utils/i18n';
import { ATTACHMENT_ACCEPT, ATTACHMENT_UPLOAD_URL, beforeUploadWithin, MAX_ATTACHMENT_MB, normFileList, uploadError, uploadHeaders } from '@/utils/upload';
import { emptyPolicy, formPathOf, toBody, toFormValues, type PolicyFormValues } from './form';
import RuleList from './RuleList';
import DepartmentSelect from './shared/DepartmentSelect';
import { ENTITY_TYPES, LIMITS, PAYOUT_MODES, POLICY_LEVELS, SUPPORT_TYPE_DICT, WEB_URL_PATTERN, type PolicyDetail } from './shared/constants';
import { RegionSelect } from '@/components/RegionSelect';
import { applyServerError } from '@/utils/formRules';
import { TagTreeSelect, useTagTree } from './shared/tags';
import WindowFields from './WindowFields';
import './index.less';
import { SERVICE_PHONE_PATTERN } from '@shared/phone';
import { useAntdApp } from '@/components/AntdApp';

function Section({ title }: { title: string }) {
  return (
    <Divider orientation="left" orientationMargin={0} className="policy-form-section">
      {title}
    </Divider>
  );
}

/**
 * Create (no `policyId`) or edit a policy in a wide drawer: basics, the full text in the rich-text editor,
 * summary and tags, support and the application window, conditions (text and structured rules), contacts
 * and attachments. "Save" keeps the status (a new policy is a draft); "Save and publish" also shows it on
 * the front. Client rules mirror the server's; the server's refusals land under the field they name.
 */
export default function PolicyForm({ policyId, onClose, onSaved }: { policyId?: number; onClose: () => void; onSaved: (policy: PolicyDetail) => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const access = useAccess();
  const [form] = Form.useForm<PolicyFormValues>();
  const [detail, setDetail] = useState<PolicyDetail>();
  const [loadError, setLoadError] = useState<string>();
  const [saving, setSaving] = useState<'save' | 'publish'>();
  const publishRef = useRef(false);
  const tags = useTagTree();
  const headers = useMemo(uploadHeaders, []);
  const canPublish = access.can('policy:publish');
  const editing = policyId !== undefined;

  useEffect(() => {
    if (!editing) return;
    let alive = true;
    adminPolicyDetail({ id: policyId }, { skipErrorHandler: true })
      .then((res) => {
        if (!alive) return;
        setDetail(res.data);
        form.setFieldsValue(toFormValues(res.data));
      })
      .catch(
        (err: { response?: { data?: { errorMessage?: string } }; message?: string }) =>
          alive && setLoadError(err.response?.data?.errorMessage ?? err.message ?? t('policyAdmin.loadFailed')),
      );
    return () => {
      alive = false;
    };
  }, [editing, policyId, form, t]);

  /** Uploads still running or refused: the policy waits for them (or for their removal). */
  const filesSettled = async (_: RuleObject, files?: UploadFile[]) => {
    if (files?.some((f) => f.status === 'uploading')) throw new Error(t('policyAdmin.attachments.pending'));
    const failed = files?.find((f) => f.status === 'error');
    if (failed) throw new Error(t('policyAdmin.attachments.failed', { name: failed.name, reason: uploadError(failed) ?? '' }));
    if ((files?.length ?? 0) > LIMITS.attachments) throw new Error(t('policyAdmin.attachments.tooMany', { max: LIMITS.attachments }));
  };

  const save = async () => {
    const publish = publishRef.current;
    // The whole store (not ProForm's transformed copy): dates stay dayjs and hidden rule fields stay put.
    const values = form.getFieldsValue(true) as PolicyFormValues;
    const body = toBody(values);
    setSaving(publish ? 'publish' : 'save');
    let saved: PolicyDetail;
    try {
      saved = editing
        ? (await adminUpdatePolicy({ ...body, id: policyId }, { skipErrorHandler: true })).data
        : (await adminCreatePolicy(body, { skipErrorHandler: true })).data;
    } catch (err) {
      applyServerError(
        form,
        err,
        (path) => formPathOf(path, values),
        (text) => message.error(text),
      );
      setSaving(undefined);
      return false;
    }
    if (publish && saved.status !== 'published') {
      try {
        saved = (await adminPublishPolicy({ id: saved.id }, { skipErrorHandler: true })).data;
      } catch (err) {
        // Saved but not published: say so, and leave it as it is for another try from the list.
        const reason = (err as { response?: { data?: { errorMessage?: string } } }).response?.data?.errorMessage ?? '';
        message.warning(t('policyAdmin.publish.failedAfterSave', { reason }));
        setSaving(undefined);
        onSaved(saved);
        return true;
      }
    }
    message.success(t(publish ? 'policyAdmin.savedAndPublished' : editing ? 'policyAdmin.saved' : 'policyAdmin.savedAsDraft'));
    setSaving(undefined);
    onSaved(saved);
    return true;
  };

  const submit = (publish: boolean) => {
    publishRef.current = publish;
    form.submit();
  };

  const title = editing ? t('policyAdmin.edit', { title: detail?.title ?? '' }) : t('policyAdmin.create');
  const loading = editing && !detail && !loadError;
  const showPublish = canPublish && detail?.status !== 'published';

  return (
    <DrawerForm<PolicyFormValues>
      form={form}
      open
      title={title}
      width="min(1080px, 100vw)"
      layout="vertical"
      scrollToFirstError
      initialValues={editing ? undefined : emptyPolicy()}
      drawerProps={{ maskClosable: false, destroyOnHidden: true, onClose }}
      onOpenChange={(open) => !open && onClose()}
      onFinish={save}
      submitter={{
        render: () =>
          loadError ? null : (
            <Space>
              <Button onClick={onClose}>{t('policyAdmin.cancel')}</Button>
              <Button type={showPublish ? 'default' : 'primary'} loading={saving === 'save'} disabled={loading || !!saving} onClick={() => submit(false)}>
                {editing ? t('policyAdmin.save') : t('policyAdmin.saveDraft')}
              </Button>
              {showPublish && (
                <Button type="primary" loading={saving === 'publish'} disabled={loading || !!saving} onClick={() => submit(true)}>
                  {t('policyAdmin.saveAndPublish')}
                </Button>
              )}
            </Space>
          ),
      }}
    >
      {loadError ? (
        <Result status="warning" title={t('policyAdmin.loadFailed')} subTitle={loadError} />
      ) : (
        <Spin spinning={loading}>
          <Section title={t('policyAdmin.section.basics')} />
          <Row gutter={16}>
            <Col span={24}>
              <Form.Item
                name="title"
                label={t('policyAdmin.field.title')}
                rules={[
                  { required: true, whitespace: true, message: t('policyAdmin.field.title.required') },
                  { min: 2, message: t('policyAdmin.field.title.min') },
                  { max: LIMITS.title },
                ]}
              >
                <Input maxLength={LIMITS.title} showCount placeholder={t('policyAdmin.field.title.placeholder')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="docNo" label={t('policyAdmin.field.docNo')} rules={[{ max: LIMITS.docNo }]}>
                <Input maxLength={LIMITS.docNo} placeholder={t('policyAdmin.field.docNo.placeholder')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="departmentId"
                label={t('policyAdmin.field.department')}
                rules={[{ required: true, message: t('policyAdmin.field.department.required') }]}
              >
                <DepartmentSelect
                  known={detail ? { label: detail.department.name, value: detail.department.id } : undefined}
                  onPick={(d) => {
                    // A department's policies are usually of its level and region: fill them when still empty.
                    if (!form.getFieldValue('level')) form.setFieldValue('level', d.level);
                    if (!form.getFieldValue('regionCode')) form.setFieldValue('regionCode', d.regionCode);
                  }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="level" label={t('policyAdmin.field.level')} rules={[{ required: true, message: t('policyAdmin.field.level.required') }]}>
                <Select placeholder={t('policyAdmin.select')} options={POLICY_LEVELS.map((l) => ({ value: l, label: t(`policyAdmin.level.${l}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="regionCode"
                label={t('policyAdmin.field.region')}
                tooltip={t('policyAdmin.field.region.tip')}
                rules={[{ required: true, message: t('policyAdmin.field.region.required') }]}
              >
                <RegionSelect national />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name="publishDate"
                label={t('policyAdmin.field.publishDate')}
                rules={[{ required: true, message: t('policyAdmin.field.publishDate.required') }]}
              >
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name="sourceUrl"
                label={t('policyAdmin.field.sourceUrl')}
                rules={[{ pattern: WEB_URL_PATTERN, message: t('policyAdmin.field.sourceUrl.invalid') }, { max: LIMITS.url }]}
              >
                <Input placeholder="https://" maxLength={LIMITS.url} />
              </Form.Item>
            </Col>
          </Row>

          <Section title={t('policyAdmin.section.content')} />
          <Form.Item name="contentHtml" label={t('policyAdmin.field.content')} tooltip={t('policyAdmin.field.content.tip')}>
            <RichTextEditor placeholder={t('policyAdmin.field.content.placeholder')} minHeight={280} />
          </Form.Item>
          <Form.Item name="summary" label={t('policyAdmin.field.summary')} tooltip={t('policyAdmin.field.summary.tip')} rules={[{ max: LIMITS.summary }]}>
            <Input.TextArea maxLength={LIMITS.summary} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
          <Form.Item
            name="tagIds"
            label={t('policyAdmin.field.tags')}
            tooltip={t('policyAdmin.field.tags.tip')}
            rules={[{ type: 'array', max: LIMITS.tags, message: t('policyAdmin.field.tags.max', { max: LIMITS.tags }) }]}
          >
            <TagTreeSelect tree={tags.tree} loading={tags.loading} multiple />
          </Form.Item>

          <Section title={t('policyAdmin.section.support')} />
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="supportType"
                label={t('policyAdmin.field.supportType')}
                rules={[{ required: true, message: t('policyAdmin.field.supportType.required') }]}
              >
                <DictSelect name={SUPPORT_TYPE_DICT} placeholder={t('policyAdmin.select')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="maxAmount"
                label={t('policyAdmin.field.maxAmount')}
                tooltip={t('policyAdmin.field.maxAmount.tip')}
                rules={[{ type: 'number', min: 0, message: t('policyAdmin.field.maxAmount.min') }]}
              >
                <InputNumber min={0} max={LIMITS.maxAmount} precision={2} suffix={t('policyAdmin.unit.wan')} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="payoutMode" label={t('policyAdmin.field.payoutMode')} tooltip={t('policyAdmin.field.payoutMode.tip')}>
                <Radio.Group optionType="button" options={PAYOUT_MODES.map((m) => ({ value: m, label: t(`policyAdmin.payoutMode.${m}`) }))} />
              </Form.Item>
            </Col>
          </Row>
          <WindowFields />
          <Form.Item
            name="entityTypes"
            label={t('policyAdmin.field.entityTypes')}
            rules={[{ required: true, type: 'array', min: 1, message: t('policyAdmin.field.entityTypes.required') }]}
          >
            <Checkbox.Group options={ENTITY_TYPES.map((e) => ({ value: e, label: t(`policyAdmin.entityType.${e}`) }))} />
          </Form.Item>

          <Section title={t('policyAdmin.section.conditions')} />
          <Form.Item
            name="conditionsText"
            label={t('policyAdmin.field.conditionsText')}
            tooltip={t('policyAdmin.field.conditionsText.tip')}
            rules={[{ max: LIMITS.conditionsText }]}
          >
            <Input.TextArea maxLength={LIMITS.conditionsText} autoSize={{ minRows: 3, maxRows: 10 }} />
          </Form.Item>
          <Form.Item label={t('policyAdmin.field.rules')} tooltip={t('policyAdmin.field.rules.tip')} required={false}>
            <RuleList />
          </Form.Item>

          <Section title={t('policyAdmin.section.contacts')} />
          <Form.List name="contacts">
            {(fields, { add, remove }) => (
              <>
                {fields.map(({ key, name }) => (
                  <Space key={key} align="start" wrap className="policy-contact">
                    <Form.Item
                      name={[name, 'department']}
                      label={t('policyAdmin.contact.department')}
                      rules={[{ required: true, whitespace: true, message: t('policyAdmin.contact.department.required') }, { max: LIMITS.contactDepartment }]}
                    >
                      <Input maxLength={LIMITS.contactDepartment} style={{ width: 240 }} />
                    </Form.Item>
                    <Form.Item
                      name={[name, 'phone']}
                      label={t('policyAdmin.contact.phone')}
                      rules={[{ pattern: SERVICE_PHONE_PATTERN, message: t('policyAdmin.contact.phone.invalid') }]}
                    >
                      <Input style={{ width: 180 }} />
                    </Form.Item>
                    <Form.Item name={[name, 'address']} label={t('policyAdmin.contact.address')} rules={[{ max: LIMITS.address }]}>
                      <Input maxLength={LIMITS.address} style={{ width: 320 }} />
                    </Form.Item>
                    <Form.Item label=" " colon={false}>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('policyAdmin.contact.remove')} onClick={() => remove(name)} />
                    </Form.Item>
                  </Space>
                ))}
                <Form.Item>
                  <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= LIMITS.contacts} onClick={() => add({})}>
                    {t('policyAdmin.contact.add')}
                  </Button>
                </Form.Item>
              </>
            )}
          </Form.List>
          <Form.Item
            name="attachments"
            label={t('policyAdmin.field.attachments')}
            tooltip={t('policyAdmin.field.attachments.tip', { max: MAX_ATTACHMENT_MB })}
            valuePropName="fileList"
            getValueFromEvent={normFileList}
            rules={[{ validator: filesSettled }]}
          >
            <Upload
              action={ATTACHMENT_UPLOAD_URL}
              headers={headers}
              name="file"
              accept={ATTACHMENT_ACCEPT}
              maxCount={LIMITS.attachments}
              beforeUpload={beforeUploadWithin(MAX_ATTACHMENT_MB, (file) =>
                message.error(t('policyAdmin.attachments.size', { name: file.name, max: MAX_ATTACHMENT_MB })),
              )}
              onChange={({ file }) => {
                const reason = uploadError(file);
                if (reason) message.error(t('policyAdmin.attachments.failed', { name: file.name, reason }));
              }}
            >
              <Button icon={<UploadOutlined />}>{t('policyAdmin.attachments.upload')}</Button>
            </Upload>
          </Form.Item>
        </Spin>
      )}
    </DrawerForm>
  );
}
