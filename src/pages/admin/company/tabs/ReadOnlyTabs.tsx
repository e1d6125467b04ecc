import { Link, useAccess } from '@umijs/max';
import { Button, Table, Tag } from 'antd';
import { useT } from '@/utils/i18n';
import type { CompanyPost, Tenancy } from '../types';

/** 招聘岗位: the company's posts; they are created and edited in 招聘管理. */
export function PostsTab({ companyId, posts }: { companyId: number; posts: CompanyPost[] }) {
  const t = useT();
  const access = useAccess();
  return (
    <Table<CompanyPost>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={posts}
      title={() =>
        access.can('recruit:query') && (
          <Link to={`/admin/recruit?companyId=${companyId}`}>
            <Button size="small">{t('company.posts.manage')}</Button>
          </Link>
        )
      }
      columns={[
        { title: t('recruit.post.title'), dataIndex: 'title' },
        { title: t('recruit.post.type'), dataIndex: 'typeName', width: 140 },
        { title: t('recruit.post.headcount'), dataIndex: 'headcount', width: 90, align: 'right' },
        {
          title: t('recruit.post.status'),
          dataIndex: 'status',
          width: 90,
          render: (s: string) => <Tag color={s === 'open' ? 'green' : 'default'}>{t(`recruit.post.status.${s}`)}</Tag>,
        },
        { title: t('recruit.post.publishedOn'), dataIndex: 'publishedOn', width: 120, render: (d: string | null) => d ?? '-' },
      ]}
    />
  );
}

/** 入驻信息: the units the company rents or rented, current ones first. */
export function TenancyTab({ tenancies }: { tenancies: Tenancy[] }) {
  const t = useT();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Table<Tenancy>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={tenancies}
      columns={[
        { title: t('company.tenancy.unit'), dataIndex: 'unitCode', width: 120 },
        { title: t('company.building'), dataIndex: 'building', width: 100 },
        { title: t('company.tenancy.floor'), dataIndex: 'floor', width: 80, align: 'right' },
        { title: t('company.tenancy.usableArea'), dataIndex: 'usableArea', width: 120, align: 'right', render: (a: number) => `${a} m²` },
        { title: t('company.tenancy.moveInOn'), dataIndex: 'moveInOn', width: 120 },
        { title: t('company.tenancy.moveOutOn'), dataIndex: 'moveOutOn', width: 120, render: (d: string | null) => d ?? '-' },
        {
          title: t('company.status'),
          key: 'state',
          width: 100,
          render: (_: unknown, r: Tenancy) =>
            !r.moveOutOn || r.moveOutOn >= today ? <Tag color="green">{t('company.tenancy.current')}</Tag> : <Tag>{t('company.tenancy.ended')}</Tag>,
        },
      ]}
    />
  );
}
