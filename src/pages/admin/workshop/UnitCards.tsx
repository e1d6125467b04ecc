import { DeleteOutlined, EditOutlined, EyeOutlined, PictureOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Pagination, Popconfirm, Row, Space, Spin, Typography, theme, type PaginationProps } from 'antd';
import { DictTag } from '@/components/Dict';
import { useT } from '@/utils/i18n';
import { FITOUT_DICT, RENTAL_STATUS_DICT, USAGE_DICT, type UnitItem } from './types';

export type UnitCardsProps = {
  units: readonly UnitItem[];
  loading?: boolean;
  /** The table's own pagination (ProTable's), so both views page the same list. */
  pagination?: PaginationProps | false;
  onOpen: (unit: UnitItem) => void;
  onEdit?: (unit: UnitItem) => void;
  onDelete?: (unit: UnitItem) => void;
};

const COVER_HEIGHT = 150;

/** The first photo's thumbnail (the full image when there is none), or a quiet placeholder. */
function Cover({ unit, onOpen }: { unit: UnitItem; onOpen: () => void }) {
  const { token } = theme.useToken();
  const t = useT();
  const photo = unit.photos[0];
  const box = { height: COVER_HEIGHT, cursor: 'pointer', background: token.colorFillQuaternary } as const;
  if (!photo) {
    return (
      <div style={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center', color: token.colorTextQuaternary }} onClick={onOpen}>
        <Space direction="vertical" align="center" size={4}>
          <PictureOutlined style={{ fontSize: 28 }} />
          <span>{t('workshop.photos.none')}</span>
        </Space>
      </div>
    );
  }
  return (
    <div style={box} onClick={onOpen}>
      <img
        alt={unit.code}
        src={photo.thumbUrl ?? photo.url}
        loading="lazy"
        style={{ width: '100%', height: COVER_HEIGHT, objectFit: 'cover', display: 'block' }}
      />
    </div>
  );
}

/**
 * The card view of the unit list: a grid of cards with the first photo, the key figures and the
 * status tags in their dictionary colours; paged with the table's pagination.
 */
export default function UnitCards({ units, loading, pagination, onOpen, onEdit, onDelete }: UnitCardsProps) {
  const t = useT();
  return (
    <Spin spinning={!!loading}>
      {units.length === 0 ? (
        <Empty style={{ padding: 48 }} />
      ) : (
        <Row gutter={[16, 16]} data-testid="unit-cards">
          {units.map((u) => (
            <Col key={u.id} xs={24} sm={12} lg={8} xl={6} xxl={4}>
              <Card
                size="small"
                hoverable
                data-unit-code={u.code}
                cover={<Cover unit={u} onOpen={() => onOpen(u)} />}
                actions={[
                  <EyeOutlined key="open" title={t('workshop.detail')} onClick={() => onOpen(u)} />,
                  ...(onEdit ? [<EditOutlined key="edit" title={t('workshop.edit')} onClick={() => onEdit(u)} />] : []),
                  ...(onDelete
                    ? [
                        <Popconfirm key="delete" title={t('workshop.delete.confirm', { code: u.code })} onConfirm={() => onDelete(u)}>
                          <DeleteOutlined title={t('workshop.delete')} />
                        </Popconfirm>,
                      ]
                    : []),
                ]}
              >
                <Card.Meta
                  title={
                    <Typography.Link onClick={() => onOpen(u)}>
                      {u.code} · {u.building}
                    </Typography.Link>
                  }
                  description={
                    <Space direction="vertical" size={6} style={{ width: '100%' }}>
                      <Space size={[0, 4]} wrap>
                        <DictTag name={RENTAL_STATUS_DICT} value={u.rentalStatus} />
                        <DictTag name={USAGE_DICT} value={u.usage} />
                        <DictTag name={FITOUT_DICT} value={u.fitoutStatus} />
                      </Space>
                      <Typography.Text>
                        {t('workshop.card.area', { area: u.usableArea.toLocaleString('zh-CN'), gross: u.grossArea.toLocaleString('zh-CN') })}
                      </Typography.Text>
                      <Typography.Text>{t('workshop.card.priceFloor', { price: u.refPrice, floor: u.floor })}</Typography.Text>
                      <Typography.Text type="secondary" ellipsis>
                        {u.tenant ? u.tenant.companyName : u.availableFrom ? t('workshop.card.availableFrom', { date: u.availableFrom }) : '\u00a0'}
                      </Typography.Text>
                    </Space>
                  }
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {pagination && <Pagination style={{ marginTop: 16, textAlign: 'right' }} align="end" {...pagination} />}
    </Spin>
  );
}
