/** Types of scripts/build.js (plain JavaScript so that `npm start` checks its builds without a compiler). */
export function ensureBuilds(): { server: boolean; web: boolean };
export function ensureServerBuild(): boolean;
export function isServerBuildStale(): boolean;
export function isWebBuildStale(): boolean;
export const SERVER_ENTRY: string;
