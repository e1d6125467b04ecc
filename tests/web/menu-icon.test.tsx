/** MenuIcon (src/components/MenuIcon): the bundled icon set is exactly the editor's list, and covers every menu the portal ships. */
import { render } from '@testing-library/react';
import MenuIcon from '@/components/MenuIcon';
import { MENU_ICON_NAMES } from '@shared/menuIcons';
import { adminMenu, type AdminMenuEntry } from '../../config/adminMenu';

const iconsOf = (entries: AdminMenuEntry[]): string[] => entries.flatMap((e) => [...(e.icon ? [e.icon] : []), ...iconsOf(e.children ?? [])]);

describe('MenuIcon', () => {
  it('renders every icon the editor offers', () => {
    for (const name of MENU_ICON_NAMES) {
      const { container, unmount } = render(<MenuIcon name={name} />);
      expect([name, container.querySelector('span.anticon svg') !== null]).toEqual([name, true]);
      unmount();
    }
  });

  it('renders nothing for no name or a name outside the list', () => {
    for (const name of [undefined, '', 'AlipayCircleFilled', 'constructor', '__proto__']) {
      const { container, unmount } = render(<MenuIcon name={name} />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('offers every icon the admin menu uses, so no shipped menu loses its icon', () => {
    const used = iconsOf(adminMenu);
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !(MENU_ICON_NAMES as readonly string[]).includes(name))).toEqual([]);
  });
});
