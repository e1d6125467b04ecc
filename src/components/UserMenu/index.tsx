import type { MenuProps } from 'antd';
import { lazy, Suspense, type ReactElement } from 'react';

// The drop-down (antd's Dropdown and Menu, about 25 KB gzip) loads when a signed-in person's menu is first
// shown, so that visitors' pages and the sign-in page do not carry it in their first load.
const MenuDropdown = lazy(() => import('./MenuDropdown'));

/** A signed-in person's menu under their name or avatar (`children`); the name shows while the menu loads. */
export default function UserMenu({ menu, children }: { menu: MenuProps; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <MenuDropdown menu={menu}>{children}</MenuDropdown>
    </Suspense>
  );
}
