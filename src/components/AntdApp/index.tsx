import AppContext, { type useAppProps } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { ConfigContext } from 'antd/es/config-provider/context';
import { lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { antdStatic, whenAntdStaticWanted } from '@/utils/antdStatic';

const FeedbackHolders = lazy(() => import('./FeedbackHolders'));

/** antd's `App.useApp()` (message, notification, modal) without bringing antd's <App> into the screen's chunk. */
export function useAntdApp(): useAppProps {
  return useContext(AppContext);
}

/**
 * In place of antd's <App>: gives every screen antd's App context (so `useAntdApp()` and `App.useApp()` work) with
 * message, notification and modal that load the first time one is shown, not with every first load; and, as <App>
 * does, the `ant-app` element whose style gives all text the theme's font, size and colour.
 */
export default function AntdApp({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenAntdStaticWanted(() => setWanted(true)), []);
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  return wrapCSSVar(
    <AppContext.Provider value={antdStatic}>
      <div className={[prefixCls, hashId, cssVarCls].filter(Boolean).join(' ')}>
        {children}
        {wanted && (
          <Suspense fallback={null}>
            <FeedbackHolders />
          </Suspense>
        )}
      </div>
    </AppContext.Provider>,
  );
}
