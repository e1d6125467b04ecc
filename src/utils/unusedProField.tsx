import { forwardRef } from 'react';

/**
 * Stands in, in the browser build, for the pro-field renderers no screen uses (config/unusedProFields.ts lists them;
 * .umirc.ts does the replacing): it shows the value as text, so a value type used by mistake shows its value rather
 * than breaking the screen, and the test that guards the list fails.
 */
const UnusedProField = forwardRef<HTMLSpanElement, { text?: unknown }>(function UnusedProField({ text }, ref) {
  return text === null || text === undefined ? null : <span ref={ref}>{String(text)}</span>;
});

export default UnusedProField;
