import ScreenIntro from '@/components/ScreenIntro';
import { useParams } from '@umijs/max';
import { Descriptions } from 'antd';

export default function PolicyDetail() {
  const { id } = useParams<{ id: string }>();
  return (
    <ScreenIntro id="policyDetail">
      <Descriptions size="small" column={1} items={[{ key: 'id', label: 'ID', children: id }]} />
    </ScreenIntro>
  );
}
