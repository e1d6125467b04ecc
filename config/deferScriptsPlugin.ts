import type { IApi } from '@umijs/max';

/**
 * The built index.html loads its scripts with `defer`: the browser paints the page the server rendered
 * while the scripts download, instead of waiting for them (a phone on a slow network measured the policy
 * pages' largest paint seconds after their first). Deferred scripts still run in document order, after the
 * page is parsed and before DOMContentLoaded, which is what the app expects.
 */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('script[src]').attr('defer', '');
    return $;
  });
};
