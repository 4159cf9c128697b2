import { endpoints, isArchiveWallBody } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { addHold, deleteHold, holdUsage } from './hold-commands.ts';
import { archiveWall, createWall, deleteWall, updateWallDetails } from './wall-commands.ts';
import { getRevision, getWall, listWalls, mapWalls, spotlightWall } from './walls.service.ts';

export async function wallsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.listWalls, ({ identity, query }) => listWalls(ctx, identity, query));
  route(app, endpoints.mapWalls, ({ identity }) => mapWalls(ctx, identity));
  route(app, endpoints.getSpotlightWall, () => spotlightWall(ctx));
  route(app, endpoints.getWall, ({ identity, params }) => getWall(ctx, identity, params.id));
  route(app, endpoints.createWall, ({ identity, body }) => createWall(ctx, identity, body));
  route(app, endpoints.updateWall, ({ identity, params, body }) =>
    isArchiveWallBody(body)
      ? archiveWall(ctx, identity, params.id, body.archived)
      : updateWallDetails(ctx, identity, params.id, body),
  );
  route(app, endpoints.deleteWall, ({ identity, params }) => deleteWall(ctx, identity, params.id));
  route(app, endpoints.getRevision, ({ identity, params }) =>
    getRevision(ctx, identity, params.id, params.revId),
  );
  route(app, endpoints.addHold, ({ identity, params, body }) =>
    addHold(ctx, identity, params.id, params.revId, body),
  );
  route(app, endpoints.getHoldUsage, ({ identity, params }) =>
    holdUsage(ctx, identity, params.id, params.revId, params.holdId),
  );
  route(app, endpoints.deleteHold, ({ identity, params }) =>
    deleteHold(ctx, identity, params.id, params.revId, params.holdId),
  );
}
