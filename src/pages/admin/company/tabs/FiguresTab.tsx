import type { ProColumns } from '@ant-design/pro-components';
import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { useT, type Translate } from '@/utils/i18n';
import CollectionEditor, { editedKey, rowPath, type Keyed } from '../components/CollectionEditor';
import { TYPED_AS_IS } from '../rules';
import type { Figure } from '../types';

const MIN_YEAR = 1980;
const MAX_YEAR = 2100;
/** The server keeps up to 30 years per company. */
export const MAX_FIGURE_YEARS = 30;

type Row = Keyed<Figure>;

/** A share as a percentage with one decimal, or '-' when it cannot be computed. */
export function percent(part: number | null | undefined, whole: number | null | undefined): string {
  if (part === null || part === undefined || !whole) return '-';
  return `${((part / whole) * 100).toFixed(1)}%`;
}

/** The year to offer for a new row: the one after the latest, or last year for the first row. */
export function nextYear(rows: Figure[], now = new Date()): number {
  if (!rows.length) return now.getFullYear() - 1;
  return Math.min(MAX_YEAR, Math.max(...rows.map((r) => r.year)) + 1);
}

const isSet = (v: unknown): v is number => v !== null && v !== undefined && v !== '';

function columns(t: Translate, rows: Figure[]): ProColumns<Row>[] {
  const money = (dataIndex: keyof Figure, title: string, allowNegative = false): ProColumns<Row> => ({
    title,
    dataIndex,
    valueType: 'digit',
    width: 130,
    align: 'right',
    fieldProps: { ...TYPED_AS_IS, precision: 2, style: { width: '100%' } },
    formItemProps: {
      rules: [{ type: 'number', min: allowNegative ? -1e12 : 0, max: 1e12, message: t(allowNegative ? 'company.money.range' : 'company.money.invalid') }],
    },
    render: (_, r) => (isSet(r[dataIndex]) ? Number(r[dataIndex]).toLocaleString('zh-CN', { maximumFractionDigits: 2 }) : '-'),
  });
  const count = (dataIndex: 'staffCount' | 'techStaffCount', title: string): ProColumns<Row> => ({
    title,
    dataIndex,
    valueType: 'digit',
    width: 110,
    align: 'right',
    fieldProps: { ...TYPED_AS_IS, precision: 0, style: { width: '100%' } },
    formItemProps: (form: FormInstance, config: { rowKey?: unknown }) => ({
      rules: [
        { type: 'integer', min: 0, max: 10_000_000, message: t('company.count.invalid') },
        ...(dataIndex === 'techStaffCount'
          ? [
              {
                validator: async (_: unknown, value?: number | null) => {
                  const staff = form.getFieldValue([...rowPath(config), 'staffCount']) as number | null | undefined;
                  if (isSet(value) && isSet(staff) && value > staff) throw new Error(t('company.techStaffCount.tooMany'));
                },
              },
            ]
          : []),
      ],
    }),
  });

  return [
    {
      title: t('company.figures.year'),
      dataIndex: 'year',
      valueType: 'digit',
      width: 100,
      fixed: 'left',
      fieldProps: { ...TYPED_AS_IS, precision: 0, style: { width: '100%' } },
      formItemProps: (_form: FormInstance, config: { rowKey?: unknown }) => {
        const key = editedKey(config);
        return {
          rules: [
            { required: true, message: t('company.figures.year.required') },
            { type: 'integer', min: MIN_YEAR, max: MAX_YEAR, message: t('company.figures.year.range', { min: MIN_YEAR, max: MAX_YEAR }) },
            {
              validator: async (_: unknown, value?: number) => {
                // Another saved row with this year (the row being edited may keep its own).
                if (isSet(value) && rows.some((r) => r.year === value && `y${r.year}` !== key))
                  throw new Error(t('company.figures.year.duplicate', { year: value }));
              },
            },
          ],
        };
      },
      render: (_, r) => r.year,
    },
    money('revenue', t('company.figures.revenue')),
    money('rdSpend', t('company.figures.rdSpend')),
    { title: t('company.figures.rdRatio'), key: 'rdRatio', editable: false, width: 90, align: 'right', render: (_, r) => percent(r.rdSpend, r.revenue) },
    money('netAssets', t('company.figures.netAssets'), true),
    money('totalAssets', t('company.figures.totalAssets')),
    count('staffCount', t('company.figures.staffCount')),
    count('techStaffCount', t('company.figures.techStaffCount')),
    {
      title: t('company.figures.techRatio'),
      key: 'techRatio',
      editable: false,
      width: 90,
      align: 'right',
      render: (_, r) => percent(r.techStaffCount, r.staffCount),
    },
  ];
}

/**
 * 年度数据: revenue, R&D spend, net and total assets (万元) and staff per year, newest first, with the
 * R&D and S&T staff ratios policies test. Adding or changing a year saves the company's figures.
 */
export default function FiguresTab({ figures, canEdit, onSave }: { figures: Figure[]; canEdit: boolean; onSave: (figures: Figure[]) => Promise<void> }) {
  const t = useT();
  const keyOf = useCallback((f: Figure) => `y${f.year}`, []);
  return (
    <CollectionEditor<Figure>
      testId="figures-editor"
      rows={figures}
      keyOf={keyOf}
      columns={columns(t, figures)}
      newRow={(rows) => ({ year: nextYear(rows), revenue: null, rdSpend: null, netAssets: null, totalAssets: null, staffCount: null, techStaffCount: null })}
      // Newest year first, whatever order the rows were entered in.
      onSave={(rows) => onSave([...rows].sort((a, b) => b.year - a.year))}
      canEdit={canEdit}
      max={MAX_FIGURE_YEARS}
      addText={t('company.figures.add')}
      scrollX={1100}
    />
  );
}
