import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { quickSearch } from './search.service.ts';

export async function searchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.quickSearch, ({ caller, query }) => quickSearch(ctx, caller, query.text));
}
