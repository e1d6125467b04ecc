import { Empty, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useT } from '@/utils/i18n';
import { actorText, type StepItem } from './types';

/** A line down to the next box, ending in an arrow head. */
function Arrow({ color }: { color: string }) {
  return (
    <div aria-hidden style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <div style={{ width: 2, height: 18, background: color }} />
      <div style={{ width: 0, height: 0, borderLeft: '5px solid transparent', borderRight: '5px solid transparent', borderTop: `7px solid ${color}` }} />
    </div>
  );
}

/**
 * The flow drawn top to bottom: start, each step as a box with who acts, end. A step with a condition has a
 * dashed border and its condition above it, since it runs only when the condition holds (otherwise the
 * instance goes straight on to the next box).
 */
export default function FlowPreview({ steps }: { steps: readonly StepItem[] }) {
  const t = useT();
  const { token } = theme.useToken();
  const line = token.colorBorder;
  const terminal: CSSProperties = {
    padding: '2px 16px',
    borderRadius: 999,
    background: token.colorFillSecondary,
    color: token.colorTextSecondary,
    fontSize: token.fontSizeSM,
  };

  return (
    <div data-testid="flow-preview" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '8px 0' }}>
      <div style={terminal}>{t('workflow.preview.start')}</div>
      {steps.length === 0 && (
        <>
          <Arrow color={line} />
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workflow.preview.empty')} style={{ margin: '8px 0' }} />
        </>
      )}
      {steps.map((step, i) => (
        <div key={step.id} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: '100%' }}>
          <Arrow color={line} />
          {step.condition && (
            <Typography.Text
              type="warning"
              style={{ fontSize: token.fontSizeSM, maxWidth: '100%', textAlign: 'center' }}
              ellipsis={{ tooltip: step.condition }}
            >
              {t('workflow.preview.condition', { condition: step.condition })}
            </Typography.Text>
          )}
          <div
            data-testid="flow-step"
            data-conditional={step.condition ? 'true' : 'false'}
            style={{
              width: '100%',
              maxWidth: 240,
              padding: '6px 10px',
              textAlign: 'center',
              borderRadius: token.borderRadius,
              border: `1px ${step.condition ? 'dashed' : 'solid'} ${step.condition ? token.colorWarning : token.colorPrimary}`,
              background: token.colorBgContainer,
            }}
          >
            <div style={{ fontWeight: 500 }}>
              {i + 1}. {step.name}
            </div>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }} ellipsis={{ tooltip: actorText(step, t) }}>
              {actorText(step, t)}
              {step.mode === 'all' ? ` · ${t('workflow.mode.all')}` : ''}
            </Typography.Text>
          </div>
        </div>
      ))}
      <Arrow color={line} />
      <div style={terminal}>{t('workflow.preview.end')}</div>
    </div>
  );
}
