import { DownOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { onDemand } from '@/utils/onDemand';

// antd's pickers weigh more than a public page's first load can carry (TreeSelect with Tree and Select about 55 KB
// gzip, Select with its virtual list about 30 KB): they load when first reached for.
export const useTreeSelect = onDemand(() => import('antd/es/tree-select').then((m) => m.default));
export const useSelect = onDemand(() => import('antd/es/select').then((m) => m.default));

export type OnDemandPickerProps<P> = {
  /** The picker's hook, from onDemand (useTreeSelect, useSelect above). */
  usePicker: () => [P | undefined, () => void];
  /** What is picked, as text (the stand-in shows it). */
  text: string;
  placeholder: string;
  style?: CSSProperties;
  'data-testid'?: string;
  /**
   * The picker once loaded, given the props it shares with the stand-in to spread: its placeholder and label, its
   * test id, and autoFocus/defaultOpen when the visitor reached for it by focus (a tap, the keyboard), so that it
   * takes the focus and opens; reached by hover it just replaces the stand-in.
   */
  children: (Picker: P, pickerProps: PickerProps) => ReactNode;
};

export type PickerProps = { placeholder: string; 'aria-label': string; autoFocus: boolean; defaultOpen: boolean; 'data-testid'?: string };

/**
 * A public screen's picker that loads when first reached for: until then a plain box, drawn like it, shows what is
 * picked (and is what the server renders), and hovering or focusing it loads the picker, which then takes its place.
 */
export default function OnDemandPicker<P>({ usePicker, text, placeholder, style, children, ...rest }: OnDemandPickerProps<P>) {
  const [Picker, want] = usePicker();
  const focused = useRef(false);
  if (Picker) return <>{children(Picker, { placeholder, 'aria-label': placeholder, autoFocus: focused.current, defaultOpen: focused.current, ...rest })}</>;
  return (
    <Input
      readOnly
      value={text}
      placeholder={placeholder}
      aria-label={placeholder}
      style={style}
      suffix={<DownOutlined style={{ fontSize: 12, opacity: 0.45 }} />}
      onMouseEnter={want}
      onFocus={() => {
        focused.current = true;
        want();
      }}
      {...rest}
    />
  );
}
