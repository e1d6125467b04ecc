// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Ask a question (1–2,000 characters); the answer streams as Server-Sent Events: `delta` {text} pieces, then `done` {conversationId, token, messageId, sources, related, searchLink, text}, whose text replaces the pieces shown. With a language model configured (LLM_*), the pieces are its tokens. At most 20 questions a minute (429) POST /api/assistant/ask */
export async function askAssistant(
  body: {
    question: string;
    conversationId?: number;
    token?: string;
  },
  options?: { [key: string]: any },
) {
  return request<string>('/api/assistant/ask', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** A conversation's questions and answers: the signed-in visitor's own, or by its token GET /api/assistant/conversation */
export async function assistantConversation(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.assistantConversationParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      messages: {
        id: number;
        question: string;
        answer: string;
        answered: boolean;
        sources: { n: number; kind: 'policy' | 'article' | 'page'; title: string; link: string; section: string }[];
        vote: 'up' | 'down' | null;
        createdAt: string;
      }[];
    };
    message?: string;
  }>('/api/assistant/conversation', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The signed-in visitor's conversations, latest first (user centre) GET /api/assistant/conversations */
export async function assistantConversations(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.assistantConversationsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { list: { id: number; title: string; messageCount: number; updatedAt: string }[]; total: number; current: number; pageSize: number };
    message?: string;
  }>('/api/assistant/conversations', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',
      ...params,
    },
    ...(options || {}),
  });
}

/** Thumbs up or down on an answer, with an optional reason (the conversation owner or token holder) POST /api/assistant/feedback */
export async function assistantFeedback(
  body: {
    messageId: number;
    token?: string;
    vote: 'up' | 'down';
    reason?: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/api/assistant/feedback', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Suggested questions, from the open policies GET /api/assistant/suggestions */
export async function assistantSuggestions(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: string[]; message?: string }>('/api/assistant/suggestions', {
    method: 'GET',
    ...(options || {}),
  });
}
