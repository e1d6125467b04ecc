import { FileTextOutlined, TagOutlined } from '@ant-design/icons';

import { AutoComplete, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { suggestPolicies } from '@/services/portal/policy';
import { useT } from '@/utils/i18n';

export const SUGGEST_DELAY_MS = 250;

type Suggestion = { type: 'policy' | 'tag'; id: number; text: string };

export type SearchBoxProps = {
  /** The keyword searched now (the box follows it when the address changes). */
  value?: string;
  onSearch: (keyword: string) => void;
  onPickPolicy: (id: number) => void;
  onPickTag: (id: number, name: string) => void;
  size?: 'large' | 'middle';
};

/**
 * The policy search box: typing asks /api/policy/suggest (after a short pause, only the newest answer
 * counts) for titles and tags starting with the text; picking a title opens the policy, picking a tag
 * filters by it, Enter or the button searches the text.
 */
export default function SearchBox({ value = '', onSearch, onPickPolicy, onPickTag, size = 'large' }: SearchBoxProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(0);

  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const ask = (input: string) => {
    clearTimeout(timer.current);
    const keyword = input.trim().slice(0, 50);
    const ticket = ++latest.current;
    if (!keyword) {
      setSuggestions([]);
      return;
    }
    timer.current = setTimeout(async () => {
      try {
        // A failed suggestion is not worth an error message: the search itself still works.
        const res = await suggestPolicies({ keyword }, { skipErrorHandler: true });
        if (ticket === latest.current) setSuggestions(res?.code === 0 ? res.data : []);
      } catch {
        if (ticket === latest.current) setSuggestions([]);
      }
    }, SUGGEST_DELAY_MS);
  };

  const options = suggestions.map((s) => ({
    value: `${s.type}:${s.id}`,
    label: (
      <span data-suggestion={s.type}>
        {s.type === 'tag' ? <TagOutlined /> : <FileTextOutlined />} {s.text}
        {s.type === 'tag' && <span style={{ opacity: 0.6 }}> · {t('policyFront.search.suggestTag')}</span>}
      </span>
    ),
  }));

  return (
    <AutoComplete
      style={{ width: '100%' }}
      value={text}
      options={options}
      onChange={(v: string) => {
        // Picking an option also reports its value here: keep the typed text instead.
        if (/^(policy|tag):\d+$/.test(v)) return;
        setText(v);
        ask(v);
      }}
      onSelect={(v: string) => {
        const [type, id] = v.split(':');
        const picked = suggestions.find((s) => s.type === type && String(s.id) === id);
        setSuggestions([]);
        if (!picked) return;
        if (type === 'tag') onPickTag(picked.id, picked.text);
        else onPickPolicy(picked.id);
      }}
    >
      <Input.Search
        size={size}
        enterButton={t('policyFront.search.button')}
        allowClear
        aria-label={t('policyFront.search.placeholder')}
        placeholder={t('policyFront.search.placeholder')}
        onSearch={(v, event) => {
          // Clearing the box fires onSearch too; an open suggestion list takes Enter itself.
          if (event && 'key' in event && event.key === 'Enter' && suggestions.length && document.querySelector('.ant-select-item-option-active')) return;
          clearTimeout(timer.current);
          latest.current += 1;
          setSuggestions([]);
          onSearch(v.trim());
        }}
      />
    </AutoComplete>
  );
}
