import { DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined, SubnodeOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Badge, Button, Card, Col, Descriptions, Empty, Popconfirm, Row, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { deleteDepartment, departmentDetail, queryMembers } from '@/services/portal/organization';
import { serverFieldError } from '@/utils/formRules';
import DepartmentTree from '@/components/DepartmentTree';
import { useT } from '@/utils/i18n';
import DepartmentForm, { type DepartmentDetail } from './DepartmentForm';
import MoveForm from './MoveForm';
import { departmentPath, findDepartment, JobTags, useDepartmentTree, type DepartmentNode, type MemberItem } from './shared';
import { useAntdApp } from '@/components/AntdApp';

type Dialog = { kind: 'create'; parentId?: number } | { kind: 'edit'; department: DepartmentDetail } | { kind: 'move'; department: DepartmentNode };

/**
 * 部门管理: the department tree on the left with add (top level or below the selected one), edit, move
 * and delete; on the right the selected department's details and the members of it and of every
 * department below it.
 */
export default function DepartmentPage() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const { tree, loading, reload } = useDepartmentTree();
  const [selectedId, setSelectedId] = useState<number>();
  const [detail, setDetail] = useState<DepartmentDetail>();
  const [detailLoading, setDetailLoading] = useState(false);
  const [detailVersion, setDetailVersion] = useState(0);
  const [dialog, setDialog] = useState<Dialog>();
  const [deleting, setDeleting] = useState(false);
  const membersRef = useRef<ActionType>();

  const canSave = access.can('department:save');
  const canDelete = access.can('department:delete');
  const canSeeMembers = access.can('member:query');

  const selected = findDepartment(tree, selectedId);

  // The first department is selected once the tree arrives; a department that disappeared is let go.
  useEffect(() => {
    if (loading) return;
    if (selectedId === undefined || !findDepartment(tree, selectedId)) setSelectedId(tree[0]?.id);
  }, [tree, loading, selectedId]);

  useEffect(() => {
    if (selectedId === undefined) {
      setDetail(undefined);
      return undefined;
    }
    let alive = true;
    setDetailLoading(true);
    departmentDetail({ id: selectedId })
      .then((res) => alive && setDetail(res.data))
      .catch(() => alive && setDetail(undefined))
      .finally(() => alive && setDetailLoading(false));
    return () => {
      alive = false;
    };
  }, [selectedId, detailVersion]);

  const refreshAll = async () => {
    await reload();
    setDetailVersion((v) => v + 1);
    membersRef.current?.reload();
  };

  const remove = async () => {
    if (!selected) return;
    setDeleting(true);
    try {
      await deleteDepartment({ id: selected.id }, { skipErrorHandler: true });
      message.success(t('org.common.deleted'));
      setSelectedId(selected.parentId || undefined);
      await reload();
    } catch (err) {
      // Refused while sub-departments, members or accounts remain: the server says which.
      message.error(serverFieldError(err).message || t('org.common.failed'));
    } finally {
      setDeleting(false);
    }
  };

  const columns: ProColumns<MemberItem>[] = [
    { title: t('org.member.name'), dataIndex: 'name', width: 110, fieldProps: { placeholder: t('org.member.name.placeholder') } },
    { title: t('org.member.employeeNo'), dataIndex: 'employeeNo', search: false, width: 110 },
    { title: t('org.common.phone'), dataIndex: 'phone', width: 130 },
    { title: t('org.member.department'), dataIndex: 'departmentName', search: false, width: 120, ellipsis: true },
    {
      title: t('org.member.jobs'),
      dataIndex: 'jobs',
      search: false,
      render: (_, m) => <JobTags jobs={m.jobs} primaryTitle={t('org.member.job.primary')} />,
    },
    {
      title: t('org.common.status'),
      dataIndex: 'status',
      width: 90,
      valueType: 'select',
      valueEnum: {
        active: { text: t('org.member.status.active'), status: 'Success' },
        left: { text: t('org.member.status.left'), status: 'Default' },
      },
    },
  ];

  const toolbar = (
    <Space size={4} wrap>
      {canSave && (
        <>
          <Tooltip title={t('org.department.createRoot')}>
            <Button size="small" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })} aria-label={t('org.department.createRoot')} />
          </Tooltip>
          <Tooltip title={t('org.department.createChild')}>
            <Button
              size="small"
              icon={<SubnodeOutlined />}
              disabled={!selected}
              onClick={() => selected && setDialog({ kind: 'create', parentId: selected.id })}
              aria-label={t('org.department.createChild')}
            />
          </Tooltip>
          <Tooltip title={t('org.department.edit')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              disabled={!detail}
              onClick={() => detail && setDialog({ kind: 'edit', department: detail })}
              aria-label={t('org.department.edit')}
            />
          </Tooltip>
          <Tooltip title={t('org.department.move')}>
            <Button
              size="small"
              icon={<DragOutlined />}
              disabled={!selected}
              onClick={() => selected && setDialog({ kind: 'move', department: selected })}
              aria-label={t('org.department.move')}
            />
          </Tooltip>
        </>
      )}
      {canDelete && (
        <Popconfirm
          title={t('org.department.deleteConfirm', { name: selected?.name ?? '' })}
          description={t('org.department.deleteHint')}
          disabled={!selected}
          onConfirm={remove}
        >
          <Tooltip title={t('org.department.delete')}>
            <Button size="small" danger icon={<DeleteOutlined />} disabled={!selected} loading={deleting} aria-label={t('org.department.delete')} />
          </Tooltip>
        </Popconfirm>
      )}
    </Space>
  );

  const path = selected ? departmentPath(tree, selected.id)?.join(' / ') : undefined;

  return (
    <PageContainer>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8} lg={7} xxl={5}>
          {/* Picking the selected department again keeps it selected. */}
          <DepartmentTree
            departments={tree}
            loading={loading}
            title={t('org.department.tree')}
            extra={toolbar}
            searchPlaceholder={t('org.department.search')}
            emptyText={t('org.department.empty')}
            selectedId={selectedId}
            onSelect={setSelectedId}
          />
        </Col>
        <Col xs={24} md={16} lg={17} xxl={19}>
          {selected ? (
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <Card
                size="small"
                loading={detailLoading && !detail}
                title={path ?? selected.name}
                extra={
                  canSave &&
                  detail && (
                    <a onClick={() => setDialog({ kind: 'edit', department: detail })}>
                      <EditOutlined /> {t('org.common.edit')}
                    </a>
                  )
                }
              >
                {detail && (
                  <Descriptions size="small" column={{ xs: 1, sm: 2, xl: 3 }}>
                    <Descriptions.Item label={t('org.department.leader')}>{detail.leader || '-'}</Descriptions.Item>
                    <Descriptions.Item label={t('org.common.phone')}>{detail.phone || '-'}</Descriptions.Item>
                    <Descriptions.Item label={t('org.common.email')}>{detail.email || '-'}</Descriptions.Item>
                    <Descriptions.Item label={t('org.common.status')}>
                      <Badge
                        status={detail.status === 'active' ? 'success' : 'default'}
                        text={t(detail.status === 'active' ? 'org.status.active' : 'org.status.disabled')}
                      />
                    </Descriptions.Item>
                    <Descriptions.Item label={t('org.common.order')}>{detail.order}</Descriptions.Item>
                    <Descriptions.Item label={t('org.common.remark')}>{detail.remark || '-'}</Descriptions.Item>
                  </Descriptions>
                )}
              </Card>
              {canSeeMembers && (
                <ProTable<MemberItem, API.queryMembersParams>
                  rowKey="id"
                  actionRef={membersRef}
                  headerTitle={t('org.department.members', { name: selected.name })}
                  tooltip={t('org.department.members.tip')}
                  columns={columns}
                  params={{ departmentId: selected.id }}
                  search={{ labelWidth: 'auto', span: 8 }}
                  size="small"
                  columnsState={{ persistenceKey: 'admin-department-members-columns', persistenceType: 'localStorage' }}
                  pagination={{ defaultPageSize: 10, showSizeChanger: true }}
                  request={async ({ current, pageSize, name, phone, status, departmentId }) => {
                    const res = await queryMembers({
                      current,
                      pageSize,
                      departmentId,
                      name: name?.trim() || undefined,
                      phone: phone?.trim() || undefined,
                      status: status || undefined,
                    });
                    return { data: res.data.list, total: res.data.total, success: true };
                  }}
                />
              )}
            </Space>
          ) : (
            <Card size="small">
              <Empty description={t('org.department.pick')} />
            </Card>
          )}
        </Col>
      </Row>

      {dialog?.kind === 'create' && (
        <DepartmentForm
          tree={tree}
          parentId={dialog.parentId}
          onClose={() => setDialog(undefined)}
          onSaved={async (saved) => {
            await reload();
            setSelectedId(saved.id);
          }}
        />
      )}
      {dialog?.kind === 'edit' && <DepartmentForm tree={tree} department={dialog.department} onClose={() => setDialog(undefined)} onSaved={refreshAll} />}
      {dialog?.kind === 'move' && <MoveForm tree={tree} department={dialog.department} onClose={() => setDialog(undefined)} onMoved={refreshAll} />}
    </PageContainer>
  );
}
