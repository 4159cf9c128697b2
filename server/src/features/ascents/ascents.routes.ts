import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { createAscent, deleteAscent, updateAscent } from './ascent-commands.ts';
import { queryAscents } from './ascents.service.ts';

export async function ascentsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.queryAscents, ({ caller, body, query }) => queryAscents(ctx, caller, body, query));
  route(app, endpoints.createAscent, ({ caller, body }) => createAscent(ctx, caller, body));
  route(app, endpoints.updateAscent, ({ caller, params, body }) =>
    updateAscent(ctx, caller, params.id, body),
  );
  route(app, endpoints.deleteAscent, ({ caller, params }) => deleteAscent(ctx, caller, params.id));
}
