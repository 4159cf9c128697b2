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

export async function listsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.listClimbLists, ({ caller, query }) => listClimbLists(ctx, caller, query.wall_id));
  route(app, endpoints.createClimbList, ({ caller, body }) => createClimbList(ctx, caller, body));
  route(app, endpoints.getClimbList, ({ caller, params }) => getClimbList(ctx, caller, params.id));
  route(app, endpoints.updateClimbList, ({ caller, params, body }) =>
    updateClimbList(ctx, caller, params.id, body),
  );
  route(app, endpoints.deleteClimbList, ({ caller, params }) => deleteClimbList(ctx, caller, params.id));
  route(app, endpoints.addClimbToList, ({ caller, params, query }) =>
    addClimbToList(ctx, caller, params.id, query.climb_id),
  );
  route(app, endpoints.removeClimbFromList, ({ caller, params }) =>
    removeClimbFromList(ctx, caller, params.id, params.climbId),
  );
  route(app, endpoints.getListRankings, ({ caller, params }) => listRankings(ctx, caller, params.id));
}
