import { useAccess } from '@umijs/max';
import { Alert, Button, Descriptions, Drawer, Input, Popconfirm, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { ProjectAction } from '@shared/project';
import { useAntdApp } from '@/components/AntdApp';
import { DictTag } from '@/components/Dict';
import { projectAction, projectDetail } from '@/services/portal/project';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import Documents from './Documents';
import ProjectForm from './ProjectForm';
import Schedule from './Schedule';
import { INDUSTRY_DICT, type ProjectDetail } from './types';

export const STATUS_COLORS: Record<ProjectDetail['status'], string> = {
  draft: 'default',
  reviewing: 'processing',
  returned: 'warning',
  rejected: 'error',
  approved: 'cyan',
  signed: 'success',
  terminated: 'default',
};
const APPROVAL_COLORS: Record<string, string> = { running: 'processing', approved: 'success', rejected: 'error', returned: 'warning', withdrawn: 'default' };
const DANGER: ProjectAction[] = ['terminate'];

/** The status actions the project allows now: submit for approval, recall, sign, terminate, reopen (each with an optional comment). */
function Actions({ project, onDone }: { project: ProjectDetail; onDone: (p: ProjectDetail) => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<ProjectAction>();
  const run = async (action: ProjectAction) => {
    setBusy(action);
    try {
      const res = await projectAction({ id: project.id, action, comment: comment.trim() || null });
      setComment('');
      message.success(t('project.action.done'));
      onDone(res.data);
    } catch {
      // The request layer has said why (no workflow, a status that changed meanwhile).
    } finally {
      setBusy(undefined);
    }
  };
  if (!project.actions.length) return null;
  return (
    <Space wrap>
      {project.actions.some((a) => a === 'submit' || a === 'recall') && (
        <Input value={comment} onChange={(e) => setComment(e.target.value)} maxLength={500} placeholder={t('project.action.comment')} style={{ width: 220 }} />
      )}
      {project.actions.map((a) =>
        DANGER.includes(a) ? (
          <Popconfirm key={a} title={`${t(`project.action.${a}`)}？`} onConfirm={() => run(a)}>
            <Button danger loading={busy === a}>
              {t(`project.action.${a}`)}
            </Button>
          </Popconfirm>
        ) : (
          <Button key={a} type={a === 'submit' || a === 'sign' ? 'primary' : 'default'} loading={busy === a} onClick={() => run(a)}>
            {t(`project.action.${a}`)}
          </Button>
        ),
      )}
    </Space>
  );
}

/** A project's drawer: its fields, approval (with the status actions), schedule with the Gantt view, and the clue it came from. */
export default function ProjectDrawer({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const t = useT();
  const access = useAccess();
  const [project, setProject] = useState<ProjectDetail>();
  const [editing, setEditing] = useState(false);
  const canSave = access.can('project:save');
  const load = useCallback(async () => {
    try {
      setProject((await projectDetail({ id })).data);
    } catch {
      onClose();
    }
  }, [id, onClose]);
  useEffect(() => {
    load();
  }, [load]);
  const changed = (p: ProjectDetail) => {
    setProject(p);
    onChanged();
  };
  const editable = !!project && canSave && ['draft', 'returned', 'rejected', 'approved'].includes(project.status);
  const money = (p: ProjectDetail) => (p.investmentAmount === null ? '-' : `${p.investmentAmount.toLocaleString()} 万 ${p.currency}`);
  return (
    <Drawer
      open
      width={900}
      title={project?.name ?? t('project.detail')}
      onClose={onClose}
      destroyOnHidden
      extra={
        editable && (
          <Button type="primary" onClick={() => setEditing(true)}>
            {t('project.edit')}
          </Button>
        )
      }
    >
      {!project ? (
        <Spin />
      ) : (
        <>
          <Space style={{ marginBottom: 12 }} wrap>
            <Tag color={STATUS_COLORS[project.status]}>{t(`project.status.${project.status}`)}</Tag>
            <Tag>{t(`project.stage.${project.stage}`)}</Tag>
            {project.categoryName && <Tag color="blue">{project.categoryName}</Tag>}
          </Space>
          <Tabs
            items={[
              {
                key: 'info',
                label: t('project.section.info'),
                children: (
                  <Descriptions size="small" bordered column={2}>
                    <Descriptions.Item label={t('project.company')}>{project.companyName ?? '-'}</Descriptions.Item>
                    <Descriptions.Item label={t('project.industry')}>
                      {project.industryCode ? <DictTag name={INDUSTRY_DICT} value={project.industryCode} /> : '-'}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('project.investmentAmount')}>{money(project)}</Descriptions.Item>
                    <Descriptions.Item label={t('project.signedAt')}>{formatMoment(project.signedAt) || '-'}</Descriptions.Item>
                    <Descriptions.Item label={t('project.landArea')}>{project.landArea ?? '-'}</Descriptions.Item>
                    <Descriptions.Item label={t('project.floorArea')}>{project.floorArea ?? '-'}</Descriptions.Item>
                    <Descriptions.Item label={t('project.owner')}>
                      {[project.ownerName, project.departmentName].filter(Boolean).join(' · ') || '-'}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('project.team')}>{project.team.map((m) => m.name).join('、') || '-'}</Descriptions.Item>
                    <Descriptions.Item label={t('project.units')} span={2}>
                      {project.units.length
                        ? project.units.map((u) => (
                            <Tag key={u.id}>
                              {u.code}（{u.building} {u.floor}F，{u.usableArea} m²）
                            </Tag>
                          ))
                        : '-'}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('project.clue')} span={2}>
                      {project.clue ? `#${project.clue.id} ${project.clue.name}` : '-'}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('project.createdAt')}>{formatMoment(project.createdAt)}</Descriptions.Item>
                    <Descriptions.Item label={t('project.flow')}>{project.flowName ?? '-'}</Descriptions.Item>
                    {project.remark && (
                      <Descriptions.Item label={t('project.remark')} span={2}>
                        <div style={{ whiteSpace: 'pre-wrap' }}>{project.remark}</div>
                      </Descriptions.Item>
                    )}
                  </Descriptions>
                ),
              },
              {
                key: 'approval',
                label: t('project.approval'),
                children: (
                  <Space direction="vertical" style={{ width: '100%' }}>
                    {project.approval ? (
                      <Descriptions size="small" bordered column={2}>
                        <Descriptions.Item label={t('project.approval')}>
                          <Tag color={APPROVAL_COLORS[project.approval.status]}>{t(`project.approval.${project.approval.status}`)}</Tag>
                        </Descriptions.Item>
                        <Descriptions.Item label={t('project.approval.startedAt')}>{formatMoment(project.approval.startedAt)}</Descriptions.Item>
                        {project.approval.comment && (
                          <Descriptions.Item label={t('project.approval.comment')} span={2}>
                            {project.approval.comment}
                          </Descriptions.Item>
                        )}
                      </Descriptions>
                    ) : (
                      <Typography.Text type="secondary">{t('project.approval.none')}</Typography.Text>
                    )}
                    {project.status !== 'approved' && project.status !== 'signed' && <Alert type="info" showIcon message={t('project.approval.signHint')} />}
                    {canSave && <Actions project={project} onDone={changed} />}
                  </Space>
                ),
              },
              {
                key: 'schedule',
                label: t('project.section.schedule'),
                children: project.schedule.length ? (
                  <Schedule
                    milestones={project.schedule}
                    editable={canSave && project.status !== 'terminated'}
                    onChanged={(list) => changed({ ...project, schedule: list })}
                  />
                ) : (
                  <Typography.Text type="secondary">{t('project.schedule.none')}</Typography.Text>
                ),
              },
              {
                key: 'documents',
                label: t('project.section.documents'),
                children: <Documents projectId={project.id} editable={canSave && project.status !== 'terminated'} />,
              },
            ]}
          />
        </>
      )}
      {editing && project && (
        <ProjectForm
          project={project}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            changed(saved);
          }}
        />
      )}
    </Drawer>
  );
}
