/**
 * A project's documents tab (src/pages/admin/project/Documents.tsx): each document's latest version with its number,
 * and 历史版本 opening every version of that document, newest first, each a download link.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Documents from '@/pages/admin/project/Documents';
import { queryProjectDocuments } from '@/services/portal/project';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const base = require('./helpers/umiMax').umiMaxMock();
  const texts = require('@/locales/zh-CN/project').default as Record<string, string>;
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return { ...base, useIntl: () => ({ formatMessage: format }) };
});
jest.mock('@/services/portal/project', () => ({ queryProjectDocuments: jest.fn(), addProjectDocuments: jest.fn() }));
jest.setTimeout(30000);

const doc = (id: number, version: number, versionCount: number, over: Record<string, unknown> = {}) => ({
  id,
  projectId: 7,
  kind: 'agreement',
  name: '投资协议.pdf',
  url: `/uploads/2026/11/${String(id).padStart(32, 'a')}.pdf`,
  size: 1000,
  version,
  versionCount,
  uploadedBy: 5,
  uploadedByName: '李明',
  createdAt: '2026-11-20T02:00:00.000Z',
  ...over,
});
const answer = (list: unknown[]) => ({ success: true, code: 0, data: { list, total: list.length, current: 1, pageSize: 10 } });

describe('project documents', () => {
  it('shows each document’s version and opens its earlier versions with download links', async () => {
    const query = queryProjectDocuments as jest.Mock;
    query.mockImplementation(async (params: { documentId?: number }) =>
      params.documentId ? answer([doc(3, 2, 2), doc(1, 1, 2)]) : answer([doc(3, 2, 2), doc(2, 1, 1, { kind: 'license', name: '营业执照.pdf' })]),
    );
    renderScreen(<Documents projectId={7} editable={false} />);
    expect(await screen.findByText('营业执照.pdf')).toBeTruthy();
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ projectId: 7, current: 1 }));
    expect(screen.getByText('v2')).toBeTruthy();
    // Only a document with more than one version offers its history.
    expect(screen.getAllByText(/历史版本/)).toHaveLength(1);
    fireEvent.click(screen.getByText('历史版本（2）'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByText('下载')).toHaveLength(2));
    expect(query).toHaveBeenLastCalledWith(expect.objectContaining({ projectId: 7, documentId: 3 }));
    const links = within(dialog).getAllByText('下载') as HTMLAnchorElement[];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([doc(3, 2, 2).url, doc(1, 1, 2).url]);
    expect(within(dialog).getByText('v1')).toBeTruthy();
  });
});
