import UserCentre from './Center';

/** `/user/list`: the user centre open on the company's users. */
export default function Screen() {
  return <UserCentre tab="users" />;
}
