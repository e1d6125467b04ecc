/** /robot: an answer streams in pieces and the closing `done` event's text replaces them (a dropped citation disappears). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { MemoryRouter } from 'react-router-dom';
import RobotPage from '@/pages/robot';
import { assistantConversation, assistantSuggestions } from '@/services/portal/assistant';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const router = require('react-router-dom');
  return { ...require('./helpers/umiMax').umiMaxMock(), Link: router.Link };
});
jest.mock('@/services/portal/assistant', () => ({ assistantSuggestions: jest.fn(), assistantConversation: jest.fn(), assistantFeedback: jest.fn() }));
jest.setTimeout(30000);

// jsdom has neither; the screen decodes the stream with TextDecoder.
Object.assign(globalThis, { TextDecoder, TextEncoder });

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const source = { n: 1, kind: 'policy', title: '高新技术企业认定奖励', link: '/policydetail/7#conditions', section: 'condition' };

/** A response whose body hands over these pieces of the stream one read at a time. */
function streamed(pieces: string[]) {
  const encoder = new TextEncoder();
  let at = 0;
  return {
    ok: true,
    status: 200,
    body: { getReader: () => ({ read: async () => (at < pieces.length ? { done: false, value: encoder.encode(pieces[(at += 1) - 1]) } : { done: true }) }) },
  };
}

describe('/robot', () => {
  beforeEach(() => {
    jest.mocked(assistantSuggestions).mockResolvedValue({ success: true, code: 0, data: [] } as never);
    window.sessionStorage.clear();
  });

  it('shows the final text of `done` in place of the pieces streamed: a citation the server dropped is gone', async () => {
    const fetchMock = jest.fn().mockResolvedValue(
      streamed([
        event('delta', { text: '申报条件见原文[1]' }),
        event('delta', { text: '，另见[99]。' }),
        event('done', {
          conversationId: 3,
          token: 'a-token-of-sixteen-chars',
          messageId: 9,
          answered: true,
          shape: 'conditions',
          sources: [source],
          related: [],
          searchLink: null,
          text: '申报条件见原文[1]，另见。',
        }),
      ]),
    );
    Object.assign(globalThis, { fetch: fetchMock });
    renderScreen(
      <MemoryRouter>
        <RobotPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByTestId('robot-input'), { target: { value: '高新技术企业认定奖励的申报条件是什么？' } });
    fireEvent.click(screen.getByTestId('robot-send'));
    const answer = await screen.findByTestId('robot-answer');
    await waitFor(() => expect(answer).toHaveTextContent('申报条件见原文[1]，另见。'));
    expect(answer).not.toHaveTextContent('[99]');
    expect(within(answer).getByTestId('robot-cite')).toHaveAttribute('href', '/policydetail/7#conditions');
    expect(within(answer).getByTestId('robot-sources')).toHaveTextContent('高新技术企业认定奖励');
    expect(fetchMock).toHaveBeenCalledWith('/api/assistant/ask', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(window.sessionStorage.getItem('assistant_conversation')!)).toEqual({ id: 3, token: 'a-token-of-sixteen-chars' });
  });

  it('opens a conversation from the user centre (?conversation=id) and continues it with the next question', async () => {
    window.history.pushState({}, '', '/robot?conversation=40');
    jest.mocked(assistantConversation).mockResolvedValue({
      success: true,
      code: 0,
      data: {
        id: 40,
        title: '高新技术企业认定奖励什么时候截止？',
        messages: [
          {
            id: 91,
            question: '高新技术企业认定奖励什么时候截止？',
            answer: '截止日期为 2026-12-31[1]。',
            answered: true,
            sources: [source],
            vote: null,
            createdAt: '2026-11-28T02:30:00Z',
          },
        ],
      },
    } as never);
    const fetchMock = jest
      .fn()
      .mockResolvedValue(
        streamed([
          event('done', { conversationId: 40, token: null, messageId: 92, answered: true, sources: [], related: [], searchLink: null, text: '材料见原文。' }),
        ]),
      );
    Object.assign(globalThis, { fetch: fetchMock });
    try {
      renderScreen(
        <MemoryRouter>
          <RobotPage />
        </MemoryRouter>,
      );
      expect(await screen.findByText('高新技术企业认定奖励什么时候截止？')).toBeInTheDocument();
      // The signed-in visitor's own: asked by id alone, no token.
      expect(assistantConversation).toHaveBeenCalledWith({ id: 40 }, { skipErrorHandler: true });
      await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem('assistant_conversation')!)).toEqual({ id: 40, token: null }));
      fireEvent.change(screen.getByTestId('robot-input'), { target: { value: '那需要什么材料？' } });
      fireEvent.click(screen.getByTestId('robot-send'));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ question: '那需要什么材料？', conversationId: 40 });
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
