import * as Icons from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Renders an @ant-design/icons icon by its name (as menu resources store it); unknown names render nothing. */
export default function MenuIcon({ name }: { name?: string }) {
  if (!name) return null;
  const Icon = (Icons as unknown as Record<string, ComponentType | undefined>)[name];
  return Icon ? <Icon /> : null;
}
