// @ts-ignore
/* eslint-disable */
// API 更新时间：
// API 唯一标识：
import * as account from "./account";
import * as config from "./config";
import * as resource from "./resource";
export default {
  account,
  resource,
  config,
};
