import {
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable, isInTable, toggleHeader } from '@tiptap/pm/tables';
import type { Command } from '@tiptap/pm/state';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useIntl } from '@umijs/max';
import { Button, Divider, Dropdown, Input, Popover, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ImageButton, imageExtension, type Translate } from './image';
import { newTableHtml, tableExtensions } from './table';
import './index.less';

export type RichTextEditorProps = {
  /** HTML. */
  value?: string;
  /** Called with the editor's HTML ('' when empty); in source mode with the typed HTML as it is. */
  onChange?: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Minimum height of the writing area, px. */
  minHeight?: number;
  /** For Form.Item: the label points at the editing area. */
  id?: string;
};

/** Addresses a link may point at: the web, mail and phone (the server's sanitiser keeps the same). */
export const LINK_PATTERN = /^(https?:\/\/\S+|mailto:\S+|tel:[+\d-]+)$/i;

/**
 * Nothing written: one empty paragraph. (tiptap's isEmpty also calls a table of empty cells empty,
 * which would throw a freshly inserted table away.)
 */
const isBlank = (editor: Editor) => {
  const { doc } = editor.state;
  return doc.childCount === 1 && !!doc.firstChild?.isTextblock && doc.firstChild.content.size === 0;
};

/** The editor's HTML, '' for an empty document (so a required rule sees "nothing written"). */
const htmlOf = (editor: Editor) => (isBlank(editor) ? '' : editor.getHTML());

/**
 * A rich-text field on tiptap (ProseMirror): headings, bold/italic/underline/strike, lists, quotes,
 * links, tables, pictures (uploaded, with alt text), undo/redo, and an HTML source view for pasting a document's markup. Its value is
 * HTML. Pasted content keeps its structure as far as these elements go; everything else (scripts,
 * styles, unknown tags) is dropped by the editor's schema, and the server sanitises whatever arrives
 * anyway — the source view hands on exactly what was typed there.
 */
export default function RichTextEditor({ value, onChange, placeholder, disabled, minHeight = 240, id }: RichTextEditorProps) {
  const intl = useIntl();
  const t: Translate = (key, values) => intl.formatMessage({ id: `richText.${key}` }, values);
  // What the editor last reported, so a value coming back from the form is not set again (cursor jumps).
  const emitted = useRef<string | undefined>(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [source, setSource] = useState<string | null>(null);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      }),
      ...tableExtensions,
      imageExtension,
    ],
    content: value || '',
    editable: !disabled,
    editorProps: {
      attributes: { class: 'rte-content', ...(id ? { id } : {}), 'aria-label': placeholder ?? t('label'), role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  // A value set from outside (the form loading a record, a reset): show it without reporting it back.
  useEffect(() => {
    if ((value ?? '') === (emitted.current ?? '')) return;
    emitted.current = value;
    if (source !== null) setSource(value ?? '');
    else editor.commands.setContent(value || '', { emitUpdate: false });
  }, [value, editor, source]);

  useEffect(() => {
    // false: toggling editability is not an edit (tiptap would report an update otherwise).
    if (editor.isEditable === !!disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      heading: ([1, 2, 3, 4] as const).find((level) => e.isActive('heading', { level })) ?? 0,
      inTable: isInTable(e.state),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      empty: isBlank(e),
    }),
  });

  const emit = (html: string) => {
    emitted.current = html;
    onChangeRef.current?.(html);
  };

  const toggleSource = () => {
    if (source === null) {
      setSource(editor.getHTML());
      return;
    }
    // Back to the editor: it keeps what its schema knows and reports the result.
    editor.commands.setContent(source, { emitUpdate: false });
    setSource(null);
    emit(htmlOf(editor));
  };

  /** prosemirror-tables commands run on the editor's view (they report through onUpdate). */
  const runTable = (command: Command) => () => {
    command(editor.state, editor.view.dispatch);
    editor.commands.focus();
  };

  const inSource = source !== null;
  const off = disabled || inSource;
  const tool = (key: string, icon: ReactNode, action: () => void, active = false, enabled = true) => (
    <Tooltip title={t(key)} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        ghost={active}
        icon={icon}
        aria-label={t(key)}
        aria-pressed={active}
        disabled={off || !enabled}
        onMouseDown={(e) => e.preventDefault()} // keep the editor's selection
        onClick={action}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();

  return (
    <div className={`rte${disabled ? ' rte-disabled' : ''}`}>
      <div className="rte-toolbar" role="toolbar" aria-label={t('toolbar')}>
        <Space size={2} wrap split={<Divider type="vertical" />}>
          <Space size={2}>
            {tool('undo', <UndoOutlined />, () => chain().undo().run(), false, state.canUndo)}
            {tool('redo', <RedoOutlined />, () => chain().redo().run(), false, state.canRedo)}
          </Space>
          <Space size={2}>
            {([2, 3, 4] as const).map((level) => (
              <Tooltip title={t(`heading${level}`)} key={level}>
                <Button
                  size="small"
                  type={state.heading === level ? 'primary' : 'text'}
                  ghost={state.heading === level}
                  aria-label={t(`heading${level}`)}
                  aria-pressed={state.heading === level}
                  disabled={off}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => chain().toggleHeading({ level }).run()}
                >
                  H{level}
                </Button>
              </Tooltip>
            ))}
          </Space>
          <Space size={2}>
            {tool('bold', <BoldOutlined />, () => chain().toggleBold().run(), state.bold)}
            {tool('italic', <ItalicOutlined />, () => chain().toggleItalic().run(), state.italic)}
            {tool('underline', <UnderlineOutlined />, () => chain().toggleUnderline().run(), state.underline)}
            {tool('strike', <StrikethroughOutlined />, () => chain().toggleStrike().run(), state.strike)}
            {tool('clear', <ClearOutlined />, () => chain().unsetAllMarks().clearNodes().run())}
          </Space>
          <Space size={2}>
            {tool('bulletList', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), state.bulletList)}
            {tool('orderedList', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), state.orderedList)}
            <Tooltip title={t('blockquote')}>
              <Button
                size="small"
                type={state.blockquote ? 'primary' : 'text'}
                ghost={state.blockquote}
                aria-label={t('blockquote')}
                aria-pressed={state.blockquote}
                disabled={off}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => chain().toggleBlockquote().run()}
              >
                “ ”
              </Button>
            </Tooltip>
          </Space>
          <Space size={2}>
            <LinkButton editor={editor} active={state.link} disabled={off} t={t} />
            {tool('unlink', <DisconnectOutlined />, () => chain().extendMarkRange('link').unsetLink().run(), false, state.link)}
            <ImageButton editor={editor} disabled={off} t={t} />
          </Space>
          <Dropdown
            disabled={off}
            trigger={['click']}
            menu={{
              items: [
                { key: 'insert', label: t('table.insert'), onClick: () => chain().insertContent(newTableHtml()).run() },
                { type: 'divider' },
                { key: 'addRow', label: t('table.addRow'), disabled: !state.inTable, onClick: runTable(addRowAfter) },
                { key: 'addColumn', label: t('table.addColumn'), disabled: !state.inTable, onClick: runTable(addColumnAfter) },
                { key: 'deleteRow', label: t('table.deleteRow'), disabled: !state.inTable, onClick: runTable(deleteRow) },
                { key: 'deleteColumn', label: t('table.deleteColumn'), disabled: !state.inTable, onClick: runTable(deleteColumn) },
                { key: 'headerRow', label: t('table.headerRow'), disabled: !state.inTable, onClick: runTable(toggleHeader('row')) },
                { key: 'deleteTable', label: t('table.delete'), danger: true, disabled: !state.inTable, onClick: runTable(deleteTable) },
              ],
            }}
          >
            <Button size="small" type="text" icon={<TableOutlined />} aria-label={t('table')} disabled={off} onMouseDown={(e) => e.preventDefault()}>
              {t('table')}
            </Button>
          </Dropdown>
          <Tooltip title={t('source.tip')}>
            <Button
              size="small"
              type={inSource ? 'primary' : 'text'}
              icon={<CodeOutlined />}
              aria-pressed={inSource}
              disabled={disabled}
              onClick={toggleSource}
            >
              {t('source')}
            </Button>
          </Tooltip>
        </Space>
      </div>
      {inSource ? (
        <Input.TextArea
          className="rte-source"
          aria-label={t('source')}
          value={source}
          autoSize={{ minRows: Math.max(6, Math.round(minHeight / 22)) }}
          spellCheck={false}
          onChange={(e) => {
            setSource(e.target.value);
            emit(e.target.value);
          }}
        />
      ) : (
        <div className="rte-body" style={{ minHeight }} data-placeholder={state.empty ? placeholder : undefined}>
          <EditorContent editor={editor} />
        </div>
      )}
    </div>
  );
}

/** The link button: a small popover asking for the address of the selected text. */
function LinkButton({ editor, active, disabled, t }: { editor: Editor; active: boolean; disabled?: boolean; t: (key: string) => string }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const valid = LINK_PATTERN.test(href.trim());
  const apply = () => {
    if (!valid) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the linked text.
    if (editor.state.selection.empty && !active)
      chain.insertContent({ type: 'text', text: href.trim(), marks: [{ type: 'link', attrs: { href: href.trim() } }] }).run();
    else chain.setLink({ href: href.trim() }).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      trigger="click"
      onOpenChange={(next) => {
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
        setOpen(next);
      }}
      content={
        <Space.Compact style={{ width: 320 }}>
          <Input
            autoFocus
            aria-label={t('link.href')}
            value={href}
            status={href && !valid ? 'error' : undefined}
            placeholder="https://"
            onChange={(e) => setHref(e.target.value)}
            onPressEnter={apply}
          />
          <Button type="primary" disabled={!valid} onClick={apply}>
            {t('link.apply')}
          </Button>
        </Space.Compact>
      }
    >
      <Tooltip title={t('link')}>
        <Button
          size="small"
          type={active ? 'primary' : 'text'}
          ghost={active}
          icon={<LinkOutlined />}
          aria-label={t('link')}
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
        />
      </Tooltip>
    </Popover>
  );
}
