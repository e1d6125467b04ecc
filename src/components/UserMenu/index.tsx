import type { MenuProps } from 'antd';
import { cloneElement, lazy, Suspense, useRef, type ReactElement } from 'react';

// The drop-down (antd's Dropdown and Menu, about 25 KB gzip) loads when a signed-in person's menu is first
// shown, so that visitors' pages and the sign-in page do not carry it in their first load.
const MenuDropdown = lazy(() => import('./MenuDropdown'));

/**
 * A signed-in person's menu under their name or avatar (`children`); the name shows while the menu loads. A
 * pointer that reaches the name meanwhile opens the menu once it has loaded: it will not enter the name again.
 */
export default function UserMenu({ menu, children }: { menu: MenuProps; children: ReactElement }) {
  const pointerOn = useRef(false);
  const waiting = cloneElement(children, {
    onMouseEnter: () => {
      pointerOn.current = true;
    },
    onMouseLeave: () => {
      pointerOn.current = false;
    },
  });
  return (
    <Suspense fallback={waiting}>
      <MenuDropdown menu={menu} pointerOn={pointerOn}>
        {children}
      </MenuDropdown>
    </Suspense>
  );
}
