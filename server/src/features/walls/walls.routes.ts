import { endpoints, isArchiveWallBody } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { archiveWall, createWall, deleteWall, updateWallDetails } from './wall-commands.ts';
import { claimWall } from './wall-claim.ts';
import { getRevision, getWall, listWalls, mapWalls, spotlightWall } from './walls.service.ts';

export async function wallsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.listWalls, ({ caller, query }) => listWalls(ctx, caller, query));
  route(app, endpoints.mapWalls, ({ caller }) => mapWalls(ctx, caller));
  route(app, endpoints.getSpotlightWall, () => spotlightWall(ctx));
  route(app, endpoints.getWall, ({ caller, params, query }) =>
    getWall(ctx, caller, params.id, query.highlight_climb),
  );
  route(app, endpoints.createWall, ({ caller, body }) => createWall(ctx, caller, body));
  route(app, endpoints.updateWall, ({ caller, params, body }) =>
    isArchiveWallBody(body)
      ? archiveWall(ctx, caller, params.id, body.archived)
      : updateWallDetails(ctx, caller, params.id, body),
  );
  route(app, endpoints.claimWall, ({ caller, params }) => claimWall(ctx, caller, params.id));
  route(app, endpoints.deleteWall, ({ caller, params }) => deleteWall(ctx, caller, params.id));
  route(app, endpoints.getRevision, ({ caller, params }) =>
    getRevision(ctx, caller, params.id, params.revId),
  );
}
