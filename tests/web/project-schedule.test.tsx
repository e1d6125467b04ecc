/**
 * A project's schedule (src/pages/admin/project): the Gantt view places each milestone's planned and actual bars by
 * their dates, with a line for today and overdue ones in red; a milestone is ticked done in one click, which sends
 * the milestone as it is with state done, and the list the server answers replaces the shown one.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Gantt from '@/pages/admin/project/Gantt';
import Schedule from '@/pages/admin/project/Schedule';
import { saveProjectMilestone } from '@/services/portal/project';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const base = require('./helpers/umiMax').umiMaxMock();
  const texts = require('@/locales/zh-CN/project').default as Record<string, string>;
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return { ...base, useIntl: () => ({ formatMessage: format }) };
});
jest.mock('@/services/portal/project', () => ({ saveProjectMilestone: jest.fn() }));
jest.mock('@/services/portal/workflow', () => ({ findWorkflowPeople: jest.fn().mockResolvedValue({ success: true, code: 0, data: [] }) }));
jest.setTimeout(30000);

type Milestone = {
  id: number;
  sort: number;
  name: string;
  taskTypeId: number | null;
  taskTypeName: string | null;
  plannedStart: string | null;
  plannedEnd: string | null;
  actualStart: string | null;
  actualEnd: string | null;
  ownerId: number | null;
  ownerName: string | null;
  state: 'pending' | 'in_progress' | 'done' | 'skipped';
  remark: string | null;
  overdue: boolean;
};

const milestone = (id: number, over: Partial<Milestone>): Milestone => ({
  id,
  sort: id,
  name: `节点${id}`,
  taskTypeId: null,
  taskTypeName: null,
  plannedStart: null,
  plannedEnd: null,
  actualStart: null,
  actualEnd: null,
  ownerId: 5,
  ownerName: '李明',
  state: 'pending',
  remark: null,
  overdue: false,
  ...over,
});
const signing = milestone(1, {
  name: '签约',
  plannedStart: '2026-11-01',
  plannedEnd: '2026-11-10',
  actualStart: '2026-11-01',
  actualEnd: '2026-11-12',
  state: 'done',
  taskTypeName: '合同审核',
});
const registration = milestone(2, {
  name: '工商注册',
  plannedStart: '2026-11-11',
  plannedEnd: '2026-11-20',
  actualStart: '2026-11-13',
  state: 'in_progress',
  overdue: true,
});
const production = milestone(3, { name: '投产', plannedStart: '2026-11-21', plannedEnd: '2026-11-30' });

const place = (el: HTMLElement) => ({ left: el.style.left, width: el.style.width, background: el.style.background });

describe('Gantt', () => {
  it('places planned and actual bars over the days from the first date to the last, and today', () => {
    renderScreen(<Gantt milestones={[signing, registration, production]} today="2026-11-25" />);
    // 2026-11-01 … 2026-11-30: 30 days.
    expect(place(screen.getByTestId('planned-1'))).toEqual({ left: '0.000%', width: '33.333%', background: 'rgb(186, 224, 255)' });
    // Done: its actual span in green, two days longer than planned.
    expect(place(screen.getByTestId('actual-1'))).toEqual({ left: '0.000%', width: '40.000%', background: 'rgb(82, 196, 26)' });
    // Running and overdue: from its actual start to today, in red.
    expect(place(screen.getByTestId('actual-2'))).toEqual({ left: '40.000%', width: '43.333%', background: 'rgb(255, 77, 79)' });
    expect(place(screen.getByTestId('planned-3'))).toEqual({ left: '66.667%', width: '33.333%', background: 'rgb(186, 224, 255)' });
    expect(screen.queryByTestId('actual-3')).toBeNull();
    expect(screen.getByTestId('gantt-today').style.left).toBe('80.000%');
    expect(screen.getByText('2026-11-01')).toBeTruthy();
    expect(screen.getByText('2026-11-30')).toBeTruthy();
  });

  it('says so when no milestone has a date yet', () => {
    renderScreen(<Gantt milestones={[milestone(9, {})]} today="2026-11-25" />);
    expect(screen.getByText('节点还没有日期')).toBeTruthy();
    expect(screen.queryByTestId('gantt')).toBeNull();
  });
});

describe('Schedule', () => {
  it('ticks a milestone done with its other fields as they are, and shows the answered list', async () => {
    const done = { ...registration, state: 'done' as const, actualEnd: '2026-11-25', overdue: false };
    jest
      .mocked(saveProjectMilestone)
      .mockResolvedValue({ success: true, code: 0, data: { projectId: 1, flowId: 1, flowName: 'x', list: [signing, done, production] } } as never);
    const onChanged = jest.fn();
    renderScreen(<Schedule milestones={[signing, registration, production]} editable onChanged={onChanged} />);
    expect(screen.getByText('已逾期')).toBeTruthy();
    expect(screen.getByText('合同审核')).toBeTruthy();
    // A done milestone has nothing to tick.
    expect(screen.queryByRole('button', { name: /完成 签约/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /完成 工商注册/ }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith([signing, done, production]));
    expect(saveProjectMilestone).toHaveBeenCalledWith({
      id: 2,
      plannedStart: '2026-11-11',
      plannedEnd: '2026-11-20',
      actualStart: '2026-11-13',
      actualEnd: null,
      ownerId: 5,
      state: 'done',
      remark: null,
    });
  });

  it('shows the schedule read-only without the right to change it', () => {
    renderScreen(<Schedule milestones={[signing, registration]} editable={false} onChanged={jest.fn()} />);
    expect(screen.queryByRole('button', { name: /完成/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /更新节点/ })).toBeNull();
  });
});
