import { Dropdown, type MenuProps } from 'antd';
import { useState, type MutableRefObject, type ReactElement } from 'react';

/** The menu itself, open from the start when the pointer was already on the name while it loaded (no new hover comes). */
export default function MenuDropdown({ menu, pointerOn, children }: { menu: MenuProps; pointerOn: MutableRefObject<boolean>; children: ReactElement }) {
  const [open, setOpen] = useState(() => pointerOn.current);
  return (
    <Dropdown menu={menu} open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}
