import { Alert, Button } from 'antd';
import React from 'react';
import { getIntl } from '@umijs/max';

/** A script chunk (ChunkLoadError) or a style chunk (CSS_CHUNK_LOAD_FAILED) that did not arrive. */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; code?: string; message?: string } | null;
  if (!e) return false;
  return e.name === 'ChunkLoadError' || e.code === 'CSS_CHUNK_LOAD_FAILED' || /Loading (CSS )?chunk [\w-]+ failed/i.test(e.message ?? '');
}

type State = { error: unknown };

/**
 * Catches render errors below it. A failed chunk load (usually a new release or a dropped network)
 * gets a clear message and a reload button; any other error a generic one. Never a blank page.
 */
export default class ChunkErrorBoundary extends React.Component<React.PropsWithChildren, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown) {
    // Kept in the console for whoever investigates; the user sees the message below.
    console.warn('Screen failed to render:', (error as Error)?.name, (error as Error)?.message);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const t = (id: string) => getIntl().formatMessage({ id });
    const chunk = isChunkLoadError(error);
    return (
      // An Alert, not a Result: this boundary is in the entry bundle, and Result carries three large pictures.
      <div style={{ maxWidth: 640, margin: '48px auto', padding: '0 16px' }}>
        <Alert
          type={chunk ? 'warning' : 'error'}
          showIcon
          message={t(chunk ? 'app.chunkError.title' : 'app.renderError.title')}
          description={t(chunk ? 'app.chunkError.description' : 'app.renderError.description')}
          action={
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('app.reload')}
            </Button>
          }
        />
      </div>
    );
  }
}
