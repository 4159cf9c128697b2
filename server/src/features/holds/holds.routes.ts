import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { addHold, addHolds, deleteHold, holdUsage } from './hold-commands.ts';

export async function holdsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.addHold, ({ caller, params, body }) =>
    addHold(ctx, caller, params.id, params.revId, body),
  );
  route(app, endpoints.addHolds, ({ caller, params, body }) =>
    addHolds(ctx, caller, params.id, params.revId, body),
  );
  route(app, endpoints.getHoldUsage, ({ caller, params }) =>
    holdUsage(ctx, caller, params.id, params.revId, params.holdId),
  );
  route(app, endpoints.deleteHold, ({ caller, params }) =>
    deleteHold(ctx, caller, params.id, params.revId, params.holdId),
  );
}
