import { CopyOutlined, DislikeOutlined, LikeOutlined, RobotOutlined, SendOutlined, StopOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Alert, Button, Input, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAntdApp } from '@/components/AntdApp';
import Panel from '@/components/Panel';
import PublicPage from '@/components/PublicPage';
import { assistantConversation, assistantFeedback, assistantSuggestions } from '@/services/portal/assistant';
import { useT } from '@/utils/i18n';
import { getVisitorToken } from '@/utils/token';
import './index.less';

/** The longest question (the server's limit, 400 above it). */
const MAX_QUESTION = 2000;
const STORE_KEY = 'assistant_conversation';

type Source = { n: number; kind: string; title: string; link: string; section: string };
type Done = {
  conversationId: number;
  token: string | null;
  messageId: number;
  answered: boolean;
  sources: Source[];
  related: { title: string; link: string }[];
  searchLink: string | null;
  /** The final text, as stored: replaces the pieces streamed (a dropped citation, or the answer without a model after a model failed). */
  text?: string;
};
type Turn = {
  key: number;
  question: string;
  answer: string;
  streaming: boolean;
  stopped?: boolean;
  error?: string;
  messageId?: number;
  answered?: boolean;
  sources: Source[];
  related: { title: string; link: string }[];
  searchLink: string | null;
  vote?: 'up' | 'down' | null;
};
type Stored = { id: number; token: string | null };

const readStored = (): Stored | null => {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORE_KEY) ?? 'null');
  } catch {
    return null;
  }
};

/** One line of an answer with its citation marks [n] as links to their sources; everything else is text. */
function Cited({ line, sources }: { line: string; sources: Source[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of line.matchAll(/\[(\d{1,2})\]/g)) {
    const source = sources.find((s) => s.n === Number(m[1]));
    if (!source) continue;
    parts.push(line.slice(at, m.index));
    parts.push(
      <Link key={`${m.index}`} to={source.link} className="robot-cite" title={source.title} data-testid="robot-cite">
        [{source.n}]
      </Link>,
    );
    at = m.index! + m[0].length;
  }
  parts.push(line.slice(at));
  return <>{parts}</>;
}

/** Reads an answer's Server-Sent Events as they come: the text's pieces, then `done`. */
async function readEvents(body: ReadableStream<Uint8Array>, onDelta: (text: string) => void, onDone: (done: Done) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data) {
        const parsed = JSON.parse(data);
        if (name === 'delta') onDelta(parsed.text);
        if (name === 'done') onDone(parsed);
      }
      end = buffer.indexOf('\n\n');
    }
  }
}

/** /robot: the policy assistant, answering from the portal's own policies, articles and pages, with sources. */
export default function RobotPage() {
  const t = useT();
  const { message } = useAntdApp();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [downFor, setDownFor] = useState<Turn | null>(null);
  const [reason, setReason] = useState('');
  const conversation = useRef<Stored | null>(null);
  const abort = useRef<AbortController | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const busy = turns.some((x) => x.streaming);

  useEffect(() => {
    assistantSuggestions({ skipErrorHandler: true })
      .then((r) => setSuggestions(r.data))
      .catch(() => setSuggestions([]));
    // A conversation opened from the user centre (?conversation=id, the signed-in visitor's own), else this tab's
    // (a reload continues it).
    const opened = Number(new URLSearchParams(window.location.search).get('conversation'));
    const stored: Stored | null = Number.isSafeInteger(opened) && opened > 0 ? { id: opened, token: null } : readStored();
    if (stored) {
      conversation.current = stored;
      assistantConversation({ id: stored.id, ...(stored.token ? { token: stored.token } : {}) }, { skipErrorHandler: true })
        .then((r) => {
          window.sessionStorage.setItem(STORE_KEY, JSON.stringify(stored));
          setTurns(
            r.data.messages.map((m) => ({
              key: m.id,
              question: m.question,
              answer: m.answer,
              streaming: false,
              messageId: m.id,
              answered: m.answered,
              sources: m.sources,
              related: [],
              searchLink: null,
              vote: m.vote,
            })),
          );
        })
        .catch(() => {
          conversation.current = null;
          window.sessionStorage.removeItem(STORE_KEY);
        });
    }
    return () => abort.current?.abort();
  }, []);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'nearest' });
  }, [turns]);

  const update = (key: number, change: (turn: Turn) => Partial<Turn>) => setTurns((list) => list.map((x) => (x.key === key ? { ...x, ...change(x) } : x)));

  const send = useCallback(
    async (text: string) => {
      const q = text.trim();
      if (!q || busy) return;
      if (q.length > MAX_QUESTION) {
        message.warning(t('robot.tooLong', { max: MAX_QUESTION }));
        return;
      }
      const key = Date.now();
      setTurns((list) => [...list, { key, question: q, answer: '', streaming: true, sources: [], related: [], searchLink: null }]);
      setQuestion('');
      const controller = new AbortController();
      abort.current = controller;
      const visitorToken = getVisitorToken();
      try {
        const res = await fetch('/api/assistant/ask', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(visitorToken ? { authorization: `Bearer ${visitorToken}` } : {}) },
          body: JSON.stringify({
            question: q,
            ...(conversation.current
              ? { conversationId: conversation.current.id, ...(conversation.current.token ? { token: conversation.current.token } : {}) }
              : {}),
          }),
          signal: controller.signal,
        });
        if (!res.ok || !res.body) {
          const body = await res.json().catch(() => null);
          update(key, () => ({ streaming: false, error: res.status === 429 ? t('robot.tooMany') : body?.errorMessage || t('robot.failed') }));
          return;
        }
        await readEvents(
          res.body,
          (piece) => update(key, (x) => ({ answer: x.answer + piece })),
          (done) => {
            if (!conversation.current) {
              conversation.current = { id: done.conversationId, token: done.token };
              window.sessionStorage.setItem(STORE_KEY, JSON.stringify(conversation.current));
            }
            update(key, () => ({
              ...(typeof done.text === 'string' ? { answer: done.text } : {}),
              messageId: done.messageId,
              answered: done.answered,
              sources: done.sources,
              related: done.related,
              searchLink: done.searchLink,
            }));
          },
        );
        update(key, () => ({ streaming: false }));
      } catch (e) {
        const stopped = (e as Error).name === 'AbortError';
        update(key, () => ({ streaming: false, stopped, error: stopped ? undefined : t('robot.failed') }));
      } finally {
        abort.current = null;
      }
    },
    [busy, message, t],
  );

  const vote = async (turn: Turn, value: 'up' | 'down', why?: string) => {
    if (!turn.messageId) return;
    try {
      await assistantFeedback(
        {
          messageId: turn.messageId,
          vote: value,
          ...(why ? { reason: why } : {}),
          ...(conversation.current?.token ? { token: conversation.current.token } : {}),
        },
        { skipErrorHandler: true },
      );
      update(turn.key, () => ({ vote: value }));
      message.success(t('robot.thanks'));
    } catch {
      message.error(t('robot.failed'));
    }
  };

  const copy = async (turn: Turn) => {
    const sources = turn.sources.map((s) => `[${s.n}] ${s.title} ${window.location.origin}${s.link}`).join('\n');
    try {
      await navigator.clipboard.writeText(sources ? `${turn.answer}\n\n${sources}` : turn.answer);
      message.success(t('robot.copied'));
    } catch {
      message.error(t('robot.failed'));
    }
  };

  const restart = () => {
    abort.current?.abort();
    conversation.current = null;
    window.sessionStorage.removeItem(STORE_KEY);
    setTurns([]);
  };

  return (
    <PublicPage
      title={t('pages.robot.title')}
      content={t('pages.robot.desc')}
      extra={
        turns.length > 0 && (
          <Button onClick={restart} disabled={busy} data-testid="robot-restart">
            {t('robot.restart')}
          </Button>
        )
      }
    >
      <Panel>
        <div className="robot-chat" data-testid="robot-chat" aria-live="polite">
          {!turns.length && (
            <div className="robot-welcome">
              <Typography.Paragraph type="secondary">{t('robot.welcome')}</Typography.Paragraph>
              <Space wrap>
                {suggestions.map((s) => (
                  <Tag key={s} className="robot-suggestion" onClick={() => send(s)} data-testid="robot-suggestion">
                    {s}
                  </Tag>
                ))}
              </Space>
            </div>
          )}
          {turns.map((turn) => (
            <Fragment key={turn.key}>
              <div className="robot-row robot-row-question">
                <div className="robot-bubble robot-question" data-testid="robot-question">
                  {turn.question}
                </div>
                <UserOutlined className="robot-avatar" />
              </div>
              <div className="robot-row">
                <RobotOutlined className="robot-avatar" />
                <div
                  className="robot-bubble robot-answer"
                  data-testid="robot-answer"
                  data-answered={turn.answered === undefined ? undefined : String(turn.answered)}
                >
                  {turn.error ? (
                    <Alert type="warning" showIcon message={turn.error} />
                  ) : (
                    <>
                      {turn.answer.split('\n').map((line, i) => (
                        <p key={i}>
                          <Cited line={line} sources={turn.sources} />
                        </p>
                      ))}
                      {turn.streaming && !turn.answer && <Typography.Text type="secondary">{t('robot.thinking')}</Typography.Text>}
                      {turn.stopped && <Typography.Text type="secondary">{t('robot.stopped')}</Typography.Text>}
                    </>
                  )}
                  {turn.sources.length > 0 && (
                    <ol className="robot-sources" data-testid="robot-sources">
                      {turn.sources.map((s) => (
                        <li key={s.n} value={s.n}>
                          <Link to={s.link}>{s.title}</Link>
                          <Typography.Text type="secondary"> · {t(`robot.section.${s.section}`)}</Typography.Text>
                        </li>
                      ))}
                    </ol>
                  )}
                  {turn.related.length > 0 && (
                    <ul className="robot-sources">
                      {turn.related.map((r) => (
                        <li key={r.link}>
                          <Link to={r.link}>{r.title}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                  {turn.searchLink && (
                    <Link to={turn.searchLink} data-testid="robot-search-link">
                      {t('robot.search')}
                    </Link>
                  )}
                  {!turn.streaming && turn.messageId && (
                    <Space size={4} className="robot-actions">
                      <Tooltip title={t('robot.copy')}>
                        <Button type="text" size="small" icon={<CopyOutlined />} aria-label={t('robot.copy')} onClick={() => copy(turn)} />
                      </Tooltip>
                      <Tooltip title={t('robot.up')}>
                        <Button
                          type={turn.vote === 'up' ? 'link' : 'text'}
                          size="small"
                          icon={<LikeOutlined />}
                          aria-label={t('robot.up')}
                          aria-pressed={turn.vote === 'up'}
                          onClick={() => vote(turn, 'up')}
                        />
                      </Tooltip>
                      <Tooltip title={t('robot.down')}>
                        <Button
                          type={turn.vote === 'down' ? 'link' : 'text'}
                          size="small"
                          icon={<DislikeOutlined />}
                          aria-label={t('robot.down')}
                          aria-pressed={turn.vote === 'down'}
                          onClick={() => {
                            setReason('');
                            setDownFor(turn);
                          }}
                        />
                      </Tooltip>
                    </Space>
                  )}
                </div>
              </div>
            </Fragment>
          ))}
          <div ref={bottom} />
        </div>
        <div className="robot-input">
          <Input.TextArea
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            onPressEnter={(e) => {
              if (!e.shiftKey) {
                e.preventDefault();
                send(question);
              }
            }}
            placeholder={t('robot.placeholder')}
            aria-label={t('robot.placeholder')}
            autoSize={{ minRows: 1, maxRows: 5 }}
            maxLength={MAX_QUESTION}
            data-testid="robot-input"
          />
          {busy ? (
            <Button icon={<StopOutlined />} onClick={() => abort.current?.abort()} data-testid="robot-stop">
              {t('robot.stop')}
            </Button>
          ) : (
            <Button type="primary" icon={<SendOutlined />} onClick={() => send(question)} disabled={!question.trim()} data-testid="robot-send">
              {t('robot.send')}
            </Button>
          )}
        </div>
        <Typography.Paragraph type="secondary" className="robot-note">
          {t('robot.note')}
        </Typography.Paragraph>
      </Panel>
      <Modal
        open={!!downFor}
        title={t('robot.down')}
        onCancel={() => setDownFor(null)}
        onOk={() => {
          if (downFor) vote(downFor, 'down', reason.trim() || undefined);
          setDownFor(null);
        }}
        okText={t('robot.sendFeedback')}
      >
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
          placeholder={t('robot.reason')}
          aria-label={t('robot.reason')}
        />
      </Modal>
    </PublicPage>
  );
}
