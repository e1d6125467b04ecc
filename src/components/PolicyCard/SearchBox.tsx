import { FileTextOutlined, TagOutlined } from '@ant-design/icons';
import { Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { suggestPolicies } from '@/services/portal/policy';
import { useT } from '@/utils/i18n';
import { onDemand } from '@/utils/onDemand';

export const SUGGEST_DELAY_MS = 250;

// The suggestion list (antd's AutoComplete, built on Select: about 30 KB gzip) loads when the box is first focused or
// hovered, so that the pages holding the box (the home page) do not carry it in their first load.
const useAutoComplete = onDemand(() => import('antd/es/auto-complete').then((m) => m.default));

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
  const [AutoComplete, wantSuggestions] = useAutoComplete();
  const input = useRef<InputRef>(null);
  const focused = useRef(false);

  // The plain box stays until the list has loaded; then the box inside it takes the text and, if the plain one had
  // it, the focus.
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (AutoComplete && focused.current && lost) input.current?.focus({ cursor: 'end' });
  }, [AutoComplete]);

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

  const box = (
    <Input.Search
      ref={input}
      onFocus={() => {
        focused.current = true;
        wantSuggestions();
      }}
      // Focus moving to something else; a box taken out of the page (when the list arrives) has none to move to.
      onBlur={(event) => {
        if (event.relatedTarget) focused.current = false;
      }}
      onMouseEnter={wantSuggestions}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        ask(event.target.value);
      }}
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
  );
  if (!AutoComplete) return box;
  return (
    <AutoComplete
      style={{ width: '100%' }}
      value={text}
      options={options}
      onSelect={(v: string) => {
        const [type, id] = v.split(':');
        const picked = suggestions.find((s) => s.type === type && String(s.id) === id);
        setSuggestions([]);
        if (!picked) return;
        if (type === 'tag') onPickTag(picked.id, picked.text);
        else onPickPolicy(picked.id);
      }}
    >
      {box}
    </AutoComplete>
  );
}
