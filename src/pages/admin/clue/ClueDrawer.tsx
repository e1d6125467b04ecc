import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Button, DatePicker, Descriptions, Drawer, Empty, Form, Input, Select, Space, Spin, Tabs, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { CLUE_GIVE_UP_REASON_MAX, CLUE_REASON_DICTIONARY, type ClueStage } from '@shared/clue';
import { useAntdApp } from '@/components/AntdApp';
import { DictSelect, DictTag, useDictItems } from '@/components/Dict';
import { addClueFollowUp, clueDetail, giveUpClue, lockClue, moveClueStage, queryTaskTypes } from '@/services/portal/clue';
import { formatMoment } from '@/utils/chinaTime';
import { applyServerError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import ConvertClue from '../project/ConvertClue';
import { LEVEL_DICT, SOURCE_DICT, STAGE_DICT, USAGE_DICT, WAY_DICT, type ClueDetail } from './types';

type TaskType = Awaited<ReturnType<typeof queryTaskTypes>>['data']['list'][number];

/** The stage's label from the dictionary, or its value. */
function useStageLabel() {
  const { items } = useDictItems(STAGE_DICT);
  return (value: string | null) => (value ? items.find((i) => i.value === value)?.label ?? value : '');
}

/** Moves the clue to one of the stages it may go to; lost and invalid ask for their dictionary's reason. */
function StageMove({ clue, onDone }: { clue: ClueDetail; onDone: (c: ClueDetail) => void }) {
  const t = useT();
  const stageLabel = useStageLabel();
  const [form] = Form.useForm<{ stage?: ClueStage; reason?: string; comment?: string }>();
  const stage = Form.useWatch('stage', form);
  const reasonDict = stage ? CLUE_REASON_DICTIONARY[stage] : undefined;
  const [busy, setBusy] = useState(false);
  if (!clue.allowedStages.length) return <Typography.Text type="secondary">{t('clue.stage.final')}</Typography.Text>;
  const submit = async (v: { stage?: ClueStage; reason?: string; comment?: string }) => {
    setBusy(true);
    try {
      const res = await moveClueStage({ id: clue.id, stage: v.stage!, reason: v.reason || null, comment: v.comment || null }, { skipErrorHandler: true });
      form.resetFields();
      onDone(res.data);
    } catch (err) {
      applyServerError(form, err, ['stage', 'reason', 'comment'], () => undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
      <Form.Item name="stage" rules={[{ required: true, message: t('clue.stage.pick') }]}>
        <Select
          aria-label={t('clue.stage.move')}
          style={{ width: 160 }}
          placeholder={t('clue.stage.move')}
          options={clue.allowedStages.map((s) => ({ value: s, label: stageLabel(s) }))}
        />
      </Form.Item>
      {reasonDict && (
        <Form.Item name="reason" rules={[{ required: true, message: t('clue.stage.reasonNeeded') }]}>
          <DictSelect name={reasonDict} style={{ width: 160 }} placeholder={t('clue.stage.reason')} aria-label={t('clue.stage.reason')} />
        </Form.Item>
      )}
      <Form.Item name="comment">
        <Input maxLength={500} placeholder={t('clue.stage.comment')} style={{ width: 220 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('clue.stage.submit')}
      </Button>
    </Form>
  );
}

type FollowValues = {
  way: string;
  followedAt: dayjs.Dayjs;
  contactName?: string;
  content: string;
  nextStep?: string;
  nextFollowUpOn?: dayjs.Dayjs;
  taskTypeId?: number;
};

/** A follow-up: how, when, with whom, what was said, the next step and its date, the task type. */
function FollowUpForm({ clue, taskTypes, onDone }: { clue: ClueDetail; taskTypes: TaskType[]; onDone: (c: ClueDetail) => void }) {
  const t = useT();
  const [form] = Form.useForm<FollowValues>();
  const [busy, setBusy] = useState(false);
  const submit = async (v: FollowValues) => {
    setBusy(true);
    try {
      const res = await addClueFollowUp(
        {
          clueId: clue.id,
          way: v.way,
          followedAt: v.followedAt.toISOString(),
          contactName: v.contactName || null,
          content: v.content,
          nextStep: v.nextStep || null,
          nextFollowUpOn: v.nextFollowUpOn ? v.nextFollowUpOn.format('YYYY-MM-DD') : null,
          taskTypeId: v.taskTypeId ?? null,
          attachments: [],
        },
        { skipErrorHandler: true },
      );
      form.resetFields();
      onDone(res.data);
    } catch (err) {
      applyServerError(form, err, ['way', 'followedAt', 'contactName', 'content', 'nextStep', 'nextFollowUpOn', 'taskTypeId'], () => undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ way: 'phone', followedAt: dayjs(), contactName: clue.contactName ?? undefined }}>
      <Space wrap align="start">
        <Form.Item name="way" label={t('clue.followUp.way')} rules={[{ required: true }]}>
          <DictSelect name={WAY_DICT} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="followedAt" label={t('clue.followUp.at')} rules={[{ required: true }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="contactName" label={t('clue.followUp.contact')}>
          <Input maxLength={40} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="taskTypeId" label={t('clue.followUp.taskType')}>
          <Select allowClear style={{ width: 140 }} options={taskTypes.map((x) => ({ value: x.id, label: x.name }))} />
        </Form.Item>
      </Space>
      <Form.Item name="content" label={t('clue.followUp.content')} rules={[{ required: true, whitespace: true }]}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item name="nextStep" label={t('clue.followUp.nextStep')}>
          <Input maxLength={500} style={{ width: 300 }} />
        </Form.Item>
        <Form.Item name="nextFollowUpOn" label={t('clue.nextFollowUpOn')}>
          <DatePicker />
        </Form.Item>
      </Space>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('clue.followUp.submit')}
      </Button>
    </Form>
  );
}

/** Gives the clue up to the pool with a reason (required, at most 500 characters). */
function GiveUp({ clue, onDone }: { clue: ClueDetail; onDone: (c: ClueDetail) => void }) {
  const t = useT();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async (v: { reason: string }) => {
    setBusy(true);
    try {
      const res = await giveUpClue({ id: clue.id, reason: v.reason.trim() }, { skipErrorHandler: true });
      onDone(res.data);
    } catch (err) {
      applyServerError(form, err, ['reason'], () => undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <Form.Item name="reason" label={t('clue.giveUp.reason')} rules={[{ required: true, whitespace: true, message: t('clue.giveUp.reasonNeeded') }]}>
        <Input.TextArea rows={3} maxLength={CLUE_GIVE_UP_REASON_MAX} showCount />
      </Form.Item>
      <Button danger htmlType="submit" loading={busy}>
        {t('clue.giveUp.submit')}
      </Button>
    </Form>
  );
}

/** A clue's drawer: its fields, the stage moves, follow-ups (a timeline), the history, lock and give up. */
export default function ClueDrawer({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const stageLabel = useStageLabel();
  const [clue, setClue] = useState<ClueDetail>();
  const [taskTypes, setTaskTypes] = useState<TaskType[]>([]);
  const canSave = access.can('clue:save');

  const load = useCallback(async () => {
    try {
      setClue((await clueDetail({ id })).data);
    } catch {
      onClose();
    }
  }, [id, onClose]);
  useEffect(() => {
    load();
    queryTaskTypes({ enabled: 'true' }).then(
      (res) => setTaskTypes(res.data.list),
      () => undefined,
    );
  }, [load]);

  const changed = (c: ClueDetail) => {
    setClue(c);
    message.success(t('clue.saved'));
    onChanged();
  };
  const toggleLock = async () => {
    if (!clue) return;
    try {
      changed((await lockClue({ id: clue.id, locked: !clue.locked })).data);
    } catch {
      // The request layer has said why (the lock limit).
    }
  };

  const owned = clue?.poolState === 'owned';
  return (
    <Drawer open width={820} title={clue?.name ?? t('clue.detail')} onClose={onClose} destroyOnHidden>
      {!clue ? (
        <Spin />
      ) : (
        <>
          <Space style={{ marginBottom: 12 }} wrap>
            <DictTag name={STAGE_DICT} value={clue.stage} />
            {clue.poolState === 'pool' && <Tag color="purple">{t('clue.inPool')}</Tag>}
            {clue.locked && <Tag icon={<LockOutlined />}>{t('clue.locked')}</Tag>}
            {clue.returnsAt && <Typography.Text type="secondary">{t('clue.returnsAt', { at: formatMoment(clue.returnsAt) })}</Typography.Text>}
            {owned && canSave && (
              <Button size="small" icon={clue.locked ? <UnlockOutlined /> : <LockOutlined />} onClick={toggleLock}>
                {t(clue.locked ? 'clue.unlock' : 'clue.lock')}
              </Button>
            )}
            <ConvertClue clue={clue} onConverted={load} />
          </Space>
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={t('clue.contactName')}>{clue.contactName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('clue.phone')}>{clue.phone ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('clue.source')}>
              <DictTag name={SOURCE_DICT} value={clue.source} />
            </Descriptions.Item>
            <Descriptions.Item label={t('clue.level')}>
              <DictTag name={LEVEL_DICT} value={clue.level} />
            </Descriptions.Item>
            <Descriptions.Item label={t('clue.intendedArea')}>{clue.intendedArea ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('clue.intendedUsage')}>
              {clue.intendedUsage ? <DictTag name={USAGE_DICT} value={clue.intendedUsage} /> : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('clue.budget')}>{clue.budget ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('clue.investmentAmount')}>{clue.investmentAmount ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('clue.owner')}>{[clue.ownerName, clue.departmentName].filter(Boolean).join(' · ') || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('clue.nextFollowUpOn')}>{clue.nextFollowUpOn ?? '-'}</Descriptions.Item>
            {clue.poolState === 'pool' && (
              <Descriptions.Item label={t('clue.giveUp.reason')} span={2}>
                {clue.giveUpReason} ({clue.givenUpByName ?? t('clue.history.system')}, {formatMoment(clue.givenUpAt)})
              </Descriptions.Item>
            )}
            {clue.tags.length > 0 && (
              <Descriptions.Item label={t('clue.tags')} span={2}>
                {clue.tags.map((tag) => (
                  <Tag key={tag}>{tag}</Tag>
                ))}
              </Descriptions.Item>
            )}
          </Descriptions>
          {owned && canSave && (
            <div style={{ margin: '16px 0' }}>
              <Typography.Title level={5}>{t('clue.stage.move')}</Typography.Title>
              <StageMove clue={clue} onDone={changed} />
            </div>
          )}
          <Tabs
            items={[
              {
                key: 'followUps',
                label: t('clue.followUps', { n: clue.followUps.length }),
                children: (
                  <>
                    {owned && canSave && <FollowUpForm clue={clue} taskTypes={taskTypes} onDone={changed} />}
                    {clue.followUps.length ? (
                      <Timeline
                        style={{ marginTop: 24 }}
                        items={clue.followUps.map((f) => ({
                          key: f.id,
                          children: (
                            <>
                              <Space wrap>
                                <Typography.Text strong>{formatMoment(f.followedAt)}</Typography.Text>
                                <DictTag name={WAY_DICT} value={f.way} />
                                {f.taskTypeName && <Tag>{f.taskTypeName}</Tag>}
                                <Typography.Text type="secondary">
                                  {f.userName}
                                  {f.contactName ? ` → ${f.contactName}` : ''}
                                </Typography.Text>
                              </Space>
                              <div style={{ whiteSpace: 'pre-wrap' }}>{f.content}</div>
                              {f.nextStep && (
                                <Typography.Text type="secondary">
                                  {t('clue.followUp.nextStep')}：{f.nextStep}
                                  {f.nextFollowUpOn ? `（${f.nextFollowUpOn}）` : ''}
                                </Typography.Text>
                              )}
                              {f.attachments.map((a) => (
                                <div key={a.url}>
                                  <a href={a.url} target="_blank" rel="noopener noreferrer">
                                    {a.name}
                                  </a>
                                </div>
                              ))}
                            </>
                          ),
                        }))}
                      />
                    ) : (
                      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
                    )}
                  </>
                ),
              },
              {
                key: 'history',
                label: t('clue.history'),
                children: (
                  <Timeline
                    items={clue.history.map((h) => ({
                      key: h.id,
                      children: (
                        <>
                          <Space wrap>
                            <Typography.Text strong>{formatMoment(h.createdAt)}</Typography.Text>
                            <Tag>{t(`clue.history.${h.action}`)}</Tag>
                            <Typography.Text type="secondary">{h.userName ?? t('clue.history.system')}</Typography.Text>
                            {h.fromStage && h.toStage && (
                              <span>
                                {stageLabel(h.fromStage)} → {stageLabel(h.toStage)}
                              </span>
                            )}
                          </Space>
                          {h.reason && <div>{h.reason}</div>}
                          {h.changes && h.action === 'update' && (
                            <Typography.Text type="secondary">
                              {Object.keys(h.changes)
                                .map((k) => t(`clue.field.${k}`))
                                .join('、')}
                            </Typography.Text>
                          )}
                        </>
                      ),
                    }))}
                  />
                ),
              },
              ...(owned && canSave ? [{ key: 'giveUp', label: t('clue.giveUp'), children: <GiveUp clue={clue} onDone={changed} /> }] : []),
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
