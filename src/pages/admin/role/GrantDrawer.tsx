import { Button, Checkbox, Drawer, Empty, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { roleDetail, roleResourceTree, saveRoleMenu } from '@/services/portal/role';
import { useT } from '@/utils/i18n';
import PermissionTree from './PermissionTree';
import type { Resource, RoleItem } from './types';
import { useAntdApp } from '@/components/AntdApp';

const APP_NAME = 'portal';

/**
 * 分配权限: the role's grants in the portal app as a checkable tree of directories, menus and
 * buttons. Saving sends the ticked resources (the server adds missing ancestors) together with the
 * role's grants in other apps, which this tree does not show and must not drop.
 */
export default function GrantDrawer({ role, onClose, onSaved }: { role: RoleItem; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [resources, setResources] = useState<Resource[]>([]);
  const [granted, setGranted] = useState<number[]>([]);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [linked, setLinked] = useState(true);
  const [expanded, setExpanded] = useState<number[]>([]);

  useEffect(() => {
    let live = true;
    Promise.all([roleResourceTree({ appName: APP_NAME }), roleDetail({ id: role.id })])
      .then(([tree, detail]) => {
        if (!live) return;
        const ids = new Set(tree.data.map((r) => r.id));
        setResources(tree.data);
        setGranted(detail.data.resourceIds.filter((id) => ids.has(id)));
        setExpanded(tree.data.filter((r) => r.type !== 'button').map((r) => r.id));
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [role.id]);

  const parents = useMemo(() => new Set(resources.map((r) => r.parentId)), [resources]);
  const typeLabel = useMemo(() => (type: Resource['type']) => t(`pages.app.menu.type.${type}`), [t]);
  const allIds = resources.map((r) => r.id);

  const save = async () => {
    setSaving(true);
    try {
      // Only this app's grants are replaced; the role's grants in other apps stay.
      await saveRoleMenu({ roleId: role.id, appName: APP_NAME, resourceIds: granted });
      message.success(t('pages.role.grant.saved'));
      onSaved();
      onClose();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      width={620}
      title={t('pages.role.grant.title', { name: role.name })}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={loading} onClick={save}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => setExpanded(resources.filter((r) => parents.has(r.id)).map((r) => r.id))}>
          {t('common.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('common.collapseAll')}
        </Button>
        <Button size="small" onClick={() => setGranted(allIds)}>
          {t('common.selectAll')}
        </Button>
        <Button size="small" onClick={() => setGranted([])}>
          {t('common.selectNone')}
        </Button>
        <Checkbox checked={linked} onChange={(e) => setLinked(e.target.checked)}>
          {t('pages.role.grant.linked')}
        </Checkbox>
        <Typography.Text type="secondary">{t('pages.role.grant.count', { count: granted.length, total: resources.length })}</Typography.Text>
      </Space>
      <Spin spinning={loading}>
        {resources.length || loading ? (
          <PermissionTree
            resources={resources}
            value={granted}
            onChange={setGranted}
            linked={linked}
            expandedKeys={expanded}
            onExpand={setExpanded}
            typeLabel={typeLabel}
          />
        ) : (
          <Empty />
        )}
      </Spin>
    </Drawer>
  );
}
