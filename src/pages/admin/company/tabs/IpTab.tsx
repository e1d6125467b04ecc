import { ModalForm, ProFormDigit } from '@ant-design/pro-components';
import { Button, Descriptions, Space, Statistic } from 'antd';
import { useT } from '@/utils/i18n';
import { countRules, TYPED_AS_IS } from '../rules';
import { IP_CLASSES, type IpClass } from '../types';

/** Class I IP in the high-tech rules (invention patents, IC layouts); the rest count as class II. */
const CLASS_ONE: IpClass[] = ['invention_patent', 'ic_layout'];

export function ipTotals(ip: Partial<Record<IpClass, number>>) {
  const classOne = CLASS_ONE.reduce((n, c) => n + (ip[c] ?? 0), 0);
  const total = IP_CLASSES.reduce((n, c) => n + (ip[c] ?? 0), 0);
  return { classOne, classTwo: total - classOne, total };
}

/** 知识产权: counts by IP class, edited together in one small form. */
export default function IpTab({
  ip,
  canEdit,
  onSave,
}: {
  ip: Partial<Record<IpClass, number>>;
  canEdit: boolean;
  onSave: (ip: Partial<Record<IpClass, number>>) => Promise<void>;
}) {
  const t = useT();
  const totals = ipTotals(ip);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space size={48}>
        <Statistic title={t('company.ip.total')} value={totals.total} />
        <Statistic title={t('company.ip.classOne')} value={totals.classOne} />
        <Statistic title={t('company.ip.classTwo')} value={totals.classTwo} />
      </Space>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        data-testid="company-ip"
        extra={
          canEdit && (
            <ModalForm<Record<IpClass, number | null>>
              title={t('company.ip.edit')}
              width={520}
              trigger={<Button size="small">{t('company.ip.edit')}</Button>}
              modalProps={{ destroyOnHidden: true }}
              initialValues={ip}
              grid
              rowProps={{ gutter: 16 }}
              onFinish={async (values) => {
                const next = Object.fromEntries(IP_CLASSES.map((c) => [c, values[c] ?? 0])) as Record<IpClass, number>;
                try {
                  await onSave(next);
                  return true;
                } catch {
                  return false;
                }
              }}
            >
              {IP_CLASSES.map((c) => (
                <ProFormDigit
                  key={c}
                  name={c}
                  label={t(`company.ip.${c}`)}
                  colProps={{ span: 12 }}
                  fieldProps={{ ...TYPED_AS_IS, precision: 0 }}
                  rules={countRules(t, 1_000_000)}
                />
              ))}
            </ModalForm>
          )
        }
      >
        {IP_CLASSES.map((c) => (
          <Descriptions.Item key={c} label={t(`company.ip.${c}`)}>
            {ip[c] ?? 0}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Space>
  );
}
