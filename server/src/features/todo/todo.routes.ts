import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { addTodo, removeTodo } from './climbs-todo.service.ts';

export async function todoRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.addTodoClimb, ({ caller, params, body }) =>
    addTodo(ctx, caller, params.userId, body.id),
  );
  route(app, endpoints.removeTodoClimb, ({ caller, params }) =>
    removeTodo(ctx, caller, params.userId, params.climbId),
  );
}
