import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { wallFeed, wallStatistics } from './pulse.service.ts';

export async function pulseRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.getWallStatistics, ({ caller, params }) => wallStatistics(ctx, caller, params.id));
  route(app, endpoints.getWallFeed, ({ caller, params, query }) =>
    wallFeed(ctx, caller, params.id, query.limit),
  );
}
