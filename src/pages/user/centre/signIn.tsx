import { useDispatch, useSelector } from '@umijs/max';
import { Button, Result } from 'antd';
import { useCallback, useEffect } from 'react';
import type { VisitorState } from '@/models/visitor';
import { useT } from '@/utils/i18n';
import { getVisitorToken } from '@/utils/token';

/**
 * The signed-in visitor of a visitors-only screen (the user centre, policy applications). `checking`: the layout
 * is still asking who holds a kept token, so the visitor is neither signed in nor out yet. Found signed out, the
 * screen opens the visitors' sign-in dialog (the global model's loginModalVisible) once.
 */
export function useSignedInVisitor() {
  const dispatch = useDispatch();
  const visitor = useSelector((s: { visitor: VisitorState }) => s.visitor.current);
  const asking = useSelector((s: { loading: { effects: Record<string, boolean | undefined> } }) => s.loading.effects['visitor/fetchCurrent']);
  const checking = !visitor && !!getVisitorToken() && asking !== false;
  const signedOut = !visitor && !checking;
  const openSignIn = useCallback(() => dispatch({ type: 'global/changeLoginModalVisible', payload: true }), [dispatch]);

  useEffect(() => {
    if (signedOut) openSignIn();
  }, [signedOut, openSignIn]);

  return { visitor, checking, openSignIn };
}

/** What a signed-out visitor sees instead of the screen: why, and the sign-in button. */
export function SignInPrompt({ title, desc, onSignIn }: { title: string; desc: string; onSignIn: () => void }) {
  const t = useT();
  return (
    <Result
      status="info"
      title={title}
      subTitle={desc}
      extra={
        <Button type="primary" onClick={onSignIn} data-testid="centre-sign-in">
          {t('visitor.signIn.submit')}
        </Button>
      }
    />
  );
}
