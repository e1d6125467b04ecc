import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Button, Col, Input, Row, Skeleton, Space, Switch, Tag, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { DEFAULT_HOME_LAYOUT, HALF_BLOCKS, HOME_BLOCK_TITLE_MAX, homeRows, type HomeBlock } from '@shared/homeLayout';
import { useAntdApp } from '@/components/AntdApp';
import { useSortableRow, useSortableSensors } from '@/components/SortableRow';
import { getHomeLayout, saveHomeLayout } from '@/services/portal/cms';
import { useT } from '@/utils/i18n';
import PreviewBlock, { DEFAULT_TITLES } from './PreviewBlock';

type RowProps = {
  block: HomeBlock;
  index: number;
  count: number;
  editable: boolean;
  onChange: (block: HomeBlock) => void;
  onMove: (from: number, to: number) => void;
};

/** One block of the list: dragged by its handle or moved with the arrows, its title and whether it shows. */
function BlockRow({ block, index, count, editable, onChange, onMove }: RowProps) {
  const t = useT();
  const intl = useIntl();
  const { token } = theme.useToken();
  const { setNodeRef, style, handleProps } = useSortableRow(block.key, {
    disabled: !editable,
    background: block.visible ? undefined : token.colorFillQuaternary,
  });
  const name = t(`cms.layout.block.${block.key}`);
  const frontTitle = DEFAULT_TITLES[block.key];
  return (
    <li ref={setNodeRef} data-testid="layout-row" data-block={block.key} style={{ ...style, alignItems: 'center', padding: '8px 12px' }}>
      {editable && (
        <Button
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={t('cms.layout.drag', { name })}
          data-testid="layout-handle"
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...handleProps}
        />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Space size={4}>
          <Typography.Text strong>{name}</Typography.Text>
          {HALF_BLOCKS.has(block.key) && <Tag>½</Tag>}
        </Space>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`cms.layout.block.${block.key}.desc`)}
          </Typography.Text>
        </div>
      </div>
      {frontTitle && (
        <Input
          aria-label={`${name} ${t('cms.layout.title')}`}
          value={block.title ?? ''}
          maxLength={HOME_BLOCK_TITLE_MAX}
          placeholder={t('cms.layout.title.placeholder', { title: intl.formatMessage({ id: frontTitle }) })}
          disabled={!editable}
          style={{ width: 200 }}
          onChange={(e) => onChange({ ...block, title: e.target.value || null })}
        />
      )}
      <Switch
        aria-label={`${name} ${t('cms.layout.visible')}`}
        checked={block.visible}
        disabled={!editable}
        checkedChildren={t('cms.layout.visible')}
        onChange={(visible) => onChange({ ...block, visible })}
      />
      {editable && (
        <Space.Compact>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`${t('cms.layout.up')} ${name}`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`${t('cms.layout.down')} ${name}`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          />
        </Space.Compact>
      )}
    </li>
  );
}

const sameLayout = (a: HomeBlock[], b: HomeBlock[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * 首页布局: the home page's blocks in order, dragged (or moved with the arrows and the keyboard), shown or hidden,
 * titled; beside them a preview of the page as it will be laid out. Nothing reaches the front until saved.
 */
export default function LayoutEditor() {
  const t = useT();
  const { message } = useAntdApp();
  const access = useAccess();
  const editable = access.can('webconfig:layout');
  const [saved, setSaved] = useState<HomeBlock[]>();
  const [blocks, setBlocks] = useState<HomeBlock[]>([]);
  const [saving, setSaving] = useState(false);
  const sensors = useSortableSensors();

  useEffect(() => {
    getHomeLayout().then(
      (res) => {
        setSaved(res.data.blocks);
        setBlocks(res.data.blocks);
      },
      () => undefined, // the request layer has said why
    );
  }, []);

  if (!saved) return <Skeleton active />;
  const dirty = !sameLayout(blocks, saved);
  const move = (from: number, to: number) => setBlocks((current) => arrayMove(current, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      blocks.findIndex((b) => b.key === active.id),
      blocks.findIndex((b) => b.key === over.id),
    );
  };
  const save = async () => {
    setSaving(true);
    try {
      const answer = (await saveHomeLayout({ blocks: blocks.map((b) => ({ ...b, title: b.title?.trim() || null })) })).data.blocks;
      setSaved(answer);
      setBlocks(answer);
      message.success(t('cms.layout.saved'));
    } catch {
      // The request layer has said why; the edits stay for another try.
    } finally {
      setSaving(false);
    }
  };
  const hidden = blocks.filter((b) => !b.visible).map((b) => t(`cms.layout.block.${b.key}`));

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={14}>
        {editable ? (
          <Typography.Paragraph type="secondary">{t('cms.layout.intro')}</Typography.Paragraph>
        ) : (
          <Alert type="info" showIcon message={t('cms.layout.readonly')} style={{ marginBottom: 16 }} />
        )}
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={blocks.map((b) => b.key)} strategy={verticalListSortingStrategy}>
            <ol style={{ padding: 0, margin: 0 }} aria-label={t('cms.webconfig.tab.layout')}>
              {blocks.map((block, index) => (
                <BlockRow
                  key={block.key}
                  block={block}
                  index={index}
                  count={blocks.length}
                  editable={editable && !saving}
                  onMove={move}
                  onChange={(next) => setBlocks((current) => current.map((b) => (b.key === next.key ? next : b)))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
        {editable && (
          <Space style={{ marginTop: 8 }}>
            <Button type="primary" loading={saving} disabled={!dirty} onClick={save}>
              {t('cms.layout.save')}
            </Button>
            <Button disabled={!dirty || saving} onClick={() => setBlocks(saved)}>
              {t('cms.layout.discard')}
            </Button>
            <Button disabled={saving || sameLayout(blocks, DEFAULT_HOME_LAYOUT)} onClick={() => setBlocks(DEFAULT_HOME_LAYOUT)}>
              {t('cms.layout.reset')}
            </Button>
            {dirty && <Tag color="warning">{t('cms.layout.unsaved')}</Tag>}
          </Space>
        )}
      </Col>
      <Col xs={24} xl={10}>
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
          <Typography.Text strong>{t('cms.layout.preview')}</Typography.Text>
          <Typography.Link href="/" target="_blank" rel="noopener noreferrer">
            {t('cms.layout.openHome')}
          </Typography.Link>
        </Space>
        <div data-testid="layout-preview" style={{ padding: 12, borderRadius: 8, background: '#f5f5f5' }}>
          {homeRows(blocks.filter((b) => b.visible)).map((row) => (
            <div key={row.map((b) => b.key).join('+')} style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
              {row.map((b) => (
                <PreviewBlock key={b.key} block={b} half={HALF_BLOCKS.has(b.key)} />
              ))}
            </div>
          ))}
          {hidden.length > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('cms.layout.preview.hidden', { names: hidden.join('、') })}
            </Typography.Text>
          )}
        </div>
      </Col>
    </Row>
  );
}
