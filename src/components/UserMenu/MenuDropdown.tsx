import { Dropdown, type MenuProps } from 'antd';
import type { ReactElement } from 'react';

export default function MenuDropdown({ menu, children }: { menu: MenuProps; children: ReactElement }) {
  return <Dropdown menu={menu}>{children}</Dropdown>;
}
