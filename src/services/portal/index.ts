// @ts-ignore
/* eslint-disable */
// API 更新时间：
// API 唯一标识：
import * as account from './account';
import * as role from './role';
import * as app from './app';
import * as resource from './resource';
import * as config from './config';
import * as geographic from './geographic';
import * as organization from './organization';
import * as dict from './dict';
import * as notify from './notify';
import * as company from './company';
import * as workshop from './workshop';
import * as gis from './gis';
import * as upload from './upload';
import * as util from './util';
import * as policy from './policy';
import * as policyAdmin from './policyAdmin';
import * as match from './match';
import * as visitor from './visitor';
import * as seo from './seo';
import * as queue from './queue';
import * as membership from './membership';
import * as sso from './sso';
import * as workflow from './workflow';
import * as application from './application';
import * as article from './article';
import * as cms from './cms';
import * as forum from './forum';
import * as airquality from './airquality';
import * as assistant from './assistant';
import * as assistantAdmin from './assistantAdmin';
import * as clue from './clue';
import * as project from './project';
import * as dashboard from './dashboard';
import * as datav from './datav';
import * as ops from './ops';
export default {
  account,
  role,
  app,
  resource,
  config,
  geographic,
  organization,
  dict,
  notify,
  company,
  workshop,
  gis,
  upload,
  util,
  policy,
  policyAdmin,
  match,
  visitor,
  seo,
  queue,
  membership,
  sso,
  workflow,
  application,
  article,
  cms,
  forum,
  airquality,
  assistant,
  assistantAdmin,
  clue,
  project,
  dashboard,
  datav,
  ops,
};
