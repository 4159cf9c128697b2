import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import {
  addClimbToList,
  createClimbList,
  deleteClimbList,
  removeClimbFromList,
  updateClimbList,
} from './climb-list-commands.ts';
import { getClimbList, listClimbLists, listRankings } from './climb-lists.service.ts';

export async function climbListsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.listClimbLists, ({ identity, query }) => listClimbLists(ctx, identity, query.wall_id));
  route(app, endpoints.createClimbList, ({ identity, body }) => createClimbList(ctx, identity, body));
  route(app, endpoints.getClimbList, ({ identity, params }) => getClimbList(ctx, identity, params.id));
  route(app, endpoints.updateClimbList, ({ identity, params, body }) =>
    updateClimbList(ctx, identity, params.id, body),
  );
  route(app, endpoints.deleteClimbList, ({ identity, params }) => deleteClimbList(ctx, identity, params.id));
  route(app, endpoints.addClimbToList, ({ identity, params, query }) =>
    addClimbToList(ctx, identity, params.id, query.climb_id),
  );
  route(app, endpoints.removeClimbFromList, ({ identity, params }) =>
    removeClimbFromList(ctx, identity, params.id, params.climbId),
  );
  route(app, endpoints.getListRankings, ({ identity, params }) => listRankings(ctx, identity, params.id));
}
