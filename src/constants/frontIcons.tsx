import {
  AimOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CommentOutlined,
  ExperimentOutlined,
  FormOutlined,
  HomeOutlined,
  ReadOutlined,
  RobotOutlined,
  SearchOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';

/**
 * The policy front's icons, imported one by one: the public screens must not load the admin menu's icon
 * set (src/components/MenuIcon, about 16 KB gzip).
 */
export const frontIcons = {
  AimOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CommentOutlined,
  ExperimentOutlined,
  FormOutlined,
  HomeOutlined,
  ReadOutlined,
  RobotOutlined,
  SearchOutlined,
  ShopOutlined,
  UserOutlined,
};

export type FrontIconName = keyof typeof frontIcons;

export function FrontIcon({ name }: { name: FrontIconName }) {
  const Icon = frontIcons[name];
  return <Icon />;
}
