import { PageContainer } from '@ant-design/pro-components';

/** 招商项目 (the screen is being built). */
export default function ProjectScreen() {
  return <PageContainer />;
}
