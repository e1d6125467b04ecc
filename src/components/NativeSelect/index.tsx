import type { CSSProperties } from 'react';
import './index.less';

export type NativeSelectOption<V extends string | number> = { value: V; label: string };

export type NativeSelectProps<V extends string | number> = {
  value?: V;
  options: readonly NativeSelectOption<V>[];
  /** The first entry, standing for no choice ("all provinces"); without it a value is always chosen. */
  placeholder?: string;
  onChange: (value: V | undefined) => void;
  disabled?: boolean;
  'aria-label': string;
  style?: CSSProperties;
  'data-testid'?: string;
};

/**
 * A choice on the public front drawn like antd's Select but the browser's own `<select>`: on a phone it opens the
 * system's picker, it works before any script has run, and it costs the page nothing (antd's Select with its virtual
 * list is about 30 KB gzip of a first load).
 */
export default function NativeSelect<V extends string | number>({ value, options, placeholder, onChange, ...rest }: NativeSelectProps<V>) {
  return (
    <select
      className="native-select"
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)?.value)}
      {...rest}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
