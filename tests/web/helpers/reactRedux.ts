/**
 * The react-redux that Umi's useDispatch / useSelector / connect come from (one copy, so a store's
 * Provider and the hooks meet). Its own module, free of app imports, because '@umijs/max' mocks load it
 * while the app's modules are still being imported.
 */
// eslint-disable-next-line @typescript-eslint/no-var-requires
export const reactRedux = require('@umijs/plugins/node_modules/react-redux');
