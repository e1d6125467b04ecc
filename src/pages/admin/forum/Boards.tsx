import { PlusOutlined } from '@ant-design/icons';
import {
  ProFormDigit,
  ProFormRadio,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Popconfirm, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { FORUM_POST_POLICIES, forumHref } from '@shared/forum';
import { useAntdApp } from '@/components/AntdApp';
import EntityModalForm from '@/components/EntityModalForm';
import { deleteForumBoard, queryForumBoards, saveForumBoard } from '@/services/portal/forum';
import { formatMoment } from '@/utils/chinaTime';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';

type Board = Awaited<ReturnType<typeof queryForumBoards>>['data']['list'][number];
type Values = Pick<Board, 'name' | 'order' | 'visible' | 'postPolicy'> & { description?: string };

/** Create a board or edit one; a name in use comes back from the server under its field. */
function BoardForm({ board, onClose, onSaved }: { board?: Board; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  return (
    <EntityModalForm<Values>
      title={t(board ? 'forumAdmin.boards.edit' : 'forumAdmin.boards.create')}
      width={560}
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 17 }}
      initialValues={
        board
          ? { name: board.name, description: board.description ?? undefined, order: board.order, visible: board.visible, postPolicy: board.postPolicy }
          : { order: 0, visible: true, postPolicy: 'visitors' }
      }
      fieldNames={['name', 'description', 'order', 'visible', 'postPolicy']}
      save={(values, options) =>
        saveForumBoard({ ...values, id: board?.id, name: values.name.trim(), description: values.description?.trim() || null }, options)
      }
      successMessage={t('org.common.saved')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText name="name" label={t('forumAdmin.boards.name')} fieldProps={{ maxLength: 32 }} rules={[{ required: true, whitespace: true }]} />
      <ProFormTextArea name="description" label={t('forumAdmin.boards.description')} fieldProps={{ maxLength: 255, rows: 3 }} />
      <ProFormDigit name="order" label={t('forumAdmin.boards.order')} min={0} max={9999} fieldProps={{ precision: 0 }} />
      <ProFormSwitch name="visible" label={t('forumAdmin.boards.visible')} />
      <ProFormRadio.Group
        name="postPolicy"
        label={t('forumAdmin.boards.postPolicy')}
        options={FORUM_POST_POLICIES.map((p) => ({ value: p, label: t(`forumAdmin.boards.postPolicy.${p}`) }))}
      />
    </EntityModalForm>
  );
}

/** 论坛管理 › 版块: the boards in order, where each shows and who may start threads there. */
export default function ForumBoards() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<{ board?: Board }>();
  const canSave = access.can('forum:board');

  const remove = async (board: Board) => {
    try {
      await deleteForumBoard({ id: board.id }, { skipErrorHandler: true });
    } catch (err) {
      // Refused while it still holds threads: the server says how many.
      message.error(serverFieldError(err).message || t('org.common.failed'));
      return;
    }
    message.success(t('org.common.deleted'));
    actionRef.current?.reload();
  };

  const columns: ProColumns<Board>[] = [
    {
      title: t('forumAdmin.boards.name'),
      dataIndex: 'name',
      width: 180,
      render: (_, b) => (
        <Typography.Link href={forumHref({ board: b.id, current: 1 })} target="_blank" rel="noopener noreferrer">
          {b.name}
        </Typography.Link>
      ),
    },
    { title: t('forumAdmin.boards.description'), dataIndex: 'description', ellipsis: true },
    { title: t('forumAdmin.boards.order'), dataIndex: 'order', width: 80, align: 'right' },
    {
      title: t('forumAdmin.boards.visible'),
      dataIndex: 'visible',
      width: 100,
      render: (_, b) => (b.visible ? <Tag color="green">{t('forumAdmin.boards.visible.shown')}</Tag> : <Tag>{t('forumAdmin.boards.visible.hidden')}</Tag>),
    },
    {
      title: t('forumAdmin.boards.postPolicy'),
      dataIndex: 'postPolicy',
      width: 140,
      render: (_, b) => <Tag color={b.postPolicy === 'staff' ? 'orange' : undefined}>{t(`forumAdmin.boards.postPolicy.${b.postPolicy}`)}</Tag>,
    },
    { title: t('forumAdmin.boards.threadCount'), dataIndex: 'threadCount', width: 90, align: 'right' },
    { title: t('forumAdmin.boards.updatedAt'), dataIndex: 'updatedAt', width: 150, render: (_, b) => formatMoment(b.updatedAt) },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      width: 130,
      hideInTable: !canSave,
      render: (_, b) => [
        <a key="edit" onClick={() => setDialog({ board: b })}>
          {t('org.common.edit')}
        </a>,
        <Popconfirm
          key="delete"
          title={t('forumAdmin.boards.deleteConfirm', { name: b.name })}
          description={b.threadCount ? t('forumAdmin.boards.deleteHeld', { n: b.threadCount }) : undefined}
          onConfirm={() => remove(b)}
        >
          <Typography.Link type="danger">{t('org.common.delete')}</Typography.Link>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <>
      <ProTable<Board>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('forumAdmin.boards.title')}
        columns={columns}
        search={false}
        // The boards are one short answer (at most 50): no pages.
        pagination={false}
        request={async () => {
          const res = await queryForumBoards();
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
                  {t('forumAdmin.boards.create')}
                </Button>,
              ]
            : []
        }
      />
      {dialog && <BoardForm board={dialog.board} onClose={() => setDialog(undefined)} onSaved={() => actionRef.current?.reload()} />}
    </>
  );
}
