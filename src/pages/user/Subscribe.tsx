import UserCentre from './Center';

/** `/user/subscribe`: the user centre open on the visitor's subscriptions. */
export default function Screen() {
  return <UserCentre tab="subscriptions" />;
}
