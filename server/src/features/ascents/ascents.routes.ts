import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { createAscent, deleteAscent, updateAscent } from './ascent-commands.ts';
import { queryAscents } from './ascents.service.ts';

export async function ascentsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.queryAscents, ({ identity, body, query }) => queryAscents(ctx, identity, body, query));
  route(app, endpoints.createAscent, ({ identity, body }) => createAscent(ctx, identity, body));
  route(app, endpoints.updateAscent, ({ identity, params, body }) =>
    updateAscent(ctx, identity, params.id, body),
  );
  route(app, endpoints.deleteAscent, ({ identity, params }) => deleteAscent(ctx, identity, params.id));
}
