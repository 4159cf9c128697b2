import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { spotlightWall } from './wall-spotlight.service.ts';

export async function wallSpotlightRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.getSpotlightWall, () => spotlightWall(ctx));
}
