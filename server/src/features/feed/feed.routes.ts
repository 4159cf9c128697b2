import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { personalFeed } from './personal-feed.service.ts';

export async function feedRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // GET /users/feed is a static path, so it never falls to /users/:id (Fastify matches static segments first).
  route(app, endpoints.getPersonalFeed, ({ caller, query }) => personalFeed(ctx, caller, query));
}
