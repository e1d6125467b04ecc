import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { theme } from 'antd';
import type { CSSProperties } from 'react';

/**
 * The rows of a list sorted by dragging (a workflow's steps, the home page's blocks): dragged by a handle or moved
 * with the keyboard (dnd-kit), drawn as bordered rows that lift while dragged.
 */
export function useSortableSensors() {
  return useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** One row: its ref, its style (`background` for a row drawn differently) and the props of its drag handle. */
export function useSortableRow(id: string | number, { disabled, background }: { disabled: boolean; background?: string }) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    listStyle: 'none',
    display: 'flex',
    gap: 8,
    padding: '10px 12px',
    marginBottom: 8,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    background: background ?? token.colorBgContainer,
    boxShadow: isDragging ? token.boxShadowSecondary : undefined,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  return { setNodeRef, style, handleProps: { ...attributes, ...listeners } };
}
