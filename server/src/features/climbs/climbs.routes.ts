import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { createClimb, deleteClimb, updateClimb } from './climb-commands.ts';
import {
  climbNeighbours,
  climbTagNames,
  getClimb,
  getGrade,
  listWallClimbs,
  similarClimbs,
  wallGradeHistogram,
  wallSetters,
} from './climbs.service.ts';

export async function climbsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.getGrade, ({ params }) => getGrade(params.id));
  route(app, endpoints.getClimbTags, () => climbTagNames());
  route(app, endpoints.getClimb, ({ caller, params }) => getClimb(ctx, caller, params.id));
  route(app, endpoints.createClimb, ({ caller, body }) => createClimb(ctx, caller, body));
  route(app, endpoints.updateClimb, ({ caller, params, body }) => updateClimb(ctx, caller, params.id, body));
  route(app, endpoints.deleteClimb, ({ caller, params }) => deleteClimb(ctx, caller, params.id));
  route(app, endpoints.listWallClimbs, ({ caller, params, query }) =>
    listWallClimbs(ctx, caller, params.id, query),
  );
  route(app, endpoints.getClimbNeighbours, ({ caller, params, query }) =>
    climbNeighbours(ctx, caller, { wallId: params.id, climbId: params.climbId }, query),
  );
  route(app, endpoints.getGradeHistogram, ({ caller, params, query }) =>
    wallGradeHistogram(ctx, caller, params.id, query.grade_system, query.angle),
  );
  route(app, endpoints.getWallSetters, ({ caller, params }) => wallSetters(ctx, caller, params.id));
  route(app, endpoints.findSimilarClimbs, ({ caller, params, body }) =>
    similarClimbs(ctx, caller, params.id, body),
  );
}
