import { Select, Tag, theme } from 'antd';
import type { SelectProps } from 'antd';
import { cssColorOf } from '@/components/Dict';
import { PRESET_TAG_COLORS, tagColorOrNone } from '@shared/tagColor';

/** A small round swatch of a tag colour. */
export function ColorDot({ color }: { color?: string | null }) {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        marginInlineEnd: 6,
        verticalAlign: 'middle',
        background: cssColorOf(color, token as unknown as Record<string, unknown>) ?? 'transparent',
        border: color ? undefined : `1px dashed ${token.colorBorder}`,
      }}
    />
  );
}

/** The colour of a dictionary item: antd's preset colour names, each with its swatch. */
export default function ColorSelect(props: Omit<SelectProps<string>, 'options'>) {
  return (
    <Select<string>
      allowClear
      showSearch
      optionFilterProp="value"
      popupMatchSelectWidth={false}
      {...props}
      options={PRESET_TAG_COLORS.map((color) => ({
        value: color,
        label: (
          <span>
            <ColorDot color={color} />
            {color}
          </span>
        ),
      }))}
    />
  );
}

/** How an item looks with its colour: the label in a Tag. */
export function ColorPreview({ color, label }: { color?: string | null; label: string }) {
  return <Tag color={tagColorOrNone(color)}>{label}</Tag>;
}
