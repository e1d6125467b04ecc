import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';

/** The origin written into links that leave the page (canonical URLs, the sitemap, calendar files): PUBLIC_URL, else the request's. */
export function siteOrigin(deps: Deps, request: FastifyRequest): string {
  return deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
