import type { assistantCuratedQuery, assistantHitTest, assistantReport, assistantUsage } from '@/services/portal/assistantAdmin';

type DataOf<F extends (...args: never[]) => Promise<{ data: unknown }>> = Awaited<ReturnType<F>>['data'];

export type CuratedItem = DataOf<typeof assistantCuratedQuery>['list'][number];
export type CuratedSource = CuratedItem['sources'][number];
export type SourceKind = CuratedSource['kind'];
export type HitTestResult = DataOf<typeof assistantHitTest>;
export type ReportItem = DataOf<typeof assistantReport>['list'][number];
export type Usage = DataOf<typeof assistantUsage>;

export const SOURCE_KINDS: SourceKind[] = ['policy', 'article', 'page'];

/** What the curated-answer dialog opens on: an answer to edit, or a new one (prefilled with a visitor's question). */
export type CuratedDialog = { item?: CuratedItem; question?: string };
