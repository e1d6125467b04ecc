import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * A header's drop-down menu (the signed-in user's) around its trigger. Loaded lazily by the headers, with the
 * bare trigger as the fallback: antd's Dropdown and Menu then stay out of the first load of every page.
 */
export default function HeaderMenu({ menu, testId, children }: { menu: MenuProps; testId: string; children: ReactNode }) {
  return (
    <Dropdown menu={menu}>
      <span className="header-menu-trigger" data-testid={testId}>
        {children}
      </span>
    </Dropdown>
  );
}
