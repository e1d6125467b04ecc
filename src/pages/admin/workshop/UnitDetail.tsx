import { Descriptions, Drawer, Empty, Image, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { DictTag } from '@/components/Dict';
import { workshopDetail } from '@/services/portal/workshop';
import { useT } from '@/utils/i18n';
import { FITOUT_DICT, RENTAL_STATUS_DICT, USAGE_DICT, type UnitItem } from './types';

const THUMB = 120;

/**
 * A unit's detail in a drawer: its figures and statuses, the tenant, the photos as a gallery (click
 * for the full images, browse with the arrows) and the floor plan. Reads the unit afresh by id.
 */
export default function UnitDetail({ unit, onClose }: { unit: UnitItem; onClose: () => void }) {
  const t = useT();
  const [detail, setDetail] = useState<UnitItem>();

  useEffect(() => {
    let alive = true;
    workshopDetail({ id: unit.id })
      .then((res) => alive && setDetail(res.data as UnitItem))
      .catch(() => alive && setDetail(unit)); // the request layer has said why; show what the list had
    return () => {
      alive = false;
    };
  }, [unit]);

  const u = detail;
  return (
    <Drawer open width={720} title={t('workshop.detail.title', { code: unit.code })} onClose={onClose} destroyOnHidden>
      {!u ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={t('workshop.code')}>{u.code}</Descriptions.Item>
            <Descriptions.Item label={t('workshop.building')}>
              {u.building} · {t('workshop.floor.value', { floor: u.floor })}
            </Descriptions.Item>
            <Descriptions.Item label={t('workshop.usage')}>
              <DictTag name={USAGE_DICT} value={u.usage} />
            </Descriptions.Item>
            <Descriptions.Item label={t('workshop.rentalStatus')}>
              <DictTag name={RENTAL_STATUS_DICT} value={u.rentalStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={t('workshop.fitoutStatus')}>
              <DictTag name={FITOUT_DICT} value={u.fitoutStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={t('workshop.availableFrom')}>{u.availableFrom ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('workshop.grossArea')}>{t('workshop.area.value', { area: u.grossArea.toLocaleString('zh-CN') })}</Descriptions.Item>
            <Descriptions.Item label={t('workshop.usableArea')}>{t('workshop.area.value', { area: u.usableArea.toLocaleString('zh-CN') })}</Descriptions.Item>
            <Descriptions.Item label={t('workshop.refPrice')}>{t('workshop.price.value', { price: u.refPrice })}</Descriptions.Item>
            <Descriptions.Item label={t('workshop.location')}>
              {u.lng !== null && u.lat !== null ? `${u.lng.toFixed(6)}, ${u.lat.toFixed(6)}` : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('workshop.tenant')} span={2}>
              {u.tenant ? t('workshop.tenant.value', { name: u.tenant.companyName, date: u.tenant.moveInOn }) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('workshop.description')} span={2}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{u.description ?? '-'}</Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>

          <div>
            <Typography.Title level={5}>{t('workshop.photos.count', { count: u.photos.length })}</Typography.Title>
            {u.photos.length ? (
              <Image.PreviewGroup>
                <Space wrap size={8} data-testid="unit-photos">
                  {u.photos.map((p) => (
                    <Image
                      key={p.url}
                      src={p.thumbUrl ?? p.url}
                      preview={{ src: p.url }}
                      width={THUMB}
                      height={THUMB}
                      style={{ objectFit: 'cover' }}
                      alt={u.code}
                    />
                  ))}
                </Space>
              </Image.PreviewGroup>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workshop.photos.none')} />
            )}
          </div>

          <div>
            <Typography.Title level={5}>{t('workshop.floorPlan')}</Typography.Title>
            {u.floorPlan ? (
              <Image src={u.floorPlan} alt={t('workshop.floorPlan')} style={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain' }} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workshop.floorPlan.none')} />
            )}
          </div>
        </Space>
      )}
    </Drawer>
  );
}
