import { endpoints, GRADES } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';

export async function metaRoutes(
  app: FastifyInstance,
  {
    ctx,
    oidc,
  }: {
    ctx: AppContext;
    oidc: { authority: string; clientId: string; scope: string; resource: string | null };
  },
) {
  route(app, endpoints.getConfig, async () => ({
    oidc: { authority: oidc.authority, client_id: oidc.clientId, scope: oidc.scope, resource: oidc.resource },
    public_url: ctx.config.publicUrl,
    map_tile_url: ctx.config.mapTileUrl,
    map_attribution: ctx.config.mapAttribution,
    geocoder_url: ctx.config.geocoderUrl,
    contact_email: ctx.config.contactEmail,
    community_url: ctx.config.footerLinks.communityUrl,
    issues_url: ctx.config.footerLinks.issuesUrl,
    instagram_url: ctx.config.footerLinks.instagramUrl,
    mobile_app_url: ctx.config.mobileAppUrl,
  }));
  route(app, endpoints.getGrades, async () => [...GRADES]);
}
