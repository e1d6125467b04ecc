import AppContext, { type useAppProps } from 'antd/es/app/context';
import { lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { antdStatic, whenAntdStaticWanted } from '@/utils/antdStatic';

const FeedbackHolders = lazy(() => import('./FeedbackHolders'));

/** antd's `App.useApp()` (message, notification, modal) without bringing antd's <App> into the screen's chunk. */
export function useAntdApp(): useAppProps {
  return useContext(AppContext);
}

/**
 * In place of antd's <App>: gives every screen antd's App context (so `useAntdApp()` and `App.useApp()` work) with
 * message, notification and modal that load the first time one is shown, not with every first load.
 */
export default function AntdApp({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenAntdStaticWanted(() => setWanted(true)), []);
  return (
    <AppContext.Provider value={antdStatic}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHolders />
        </Suspense>
      )}
    </AppContext.Provider>
  );
}
