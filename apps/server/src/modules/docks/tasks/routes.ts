// Dock task routes (issue 11 §7-8, docs/decisions/301): the checks and conflicts before sending,
// sending a mission to a dock, the dock's tasks, the workspace queue, return home and cancel,
// and the dock's own download of the wayline file through its signed link (no login).
import {
  ZDockParams,
  ZDockTask,
  ZDockTaskListQuery,
  ZDockTaskParams,
  ZDockTaskPreview,
  ZDockTaskQueueResponse,
  ZDockTaskResumeRequest,
  ZDockTasksResponse,
  ZCompanyParams,
  ZSendToDockRequest,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanyGuards } from '../../../access/index.ts';
import { routePlugin, security } from '../../../http/route-plugin.ts';
import type { DockTasks } from './service.ts';

const tags = ['docks'];

export function dockTasksRoutes(deps: { tasks: DockTasks; guards: CompanyGuards }) {
  const { tasks, guards } = deps;
  const actor = guards.membershipOf;

  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/company/:companyId/docks/:id/tasks/check',
      {
        onRequest: guards.requireCompanyRight('Docks', 'POST'),
        schema: {
          tags,
          security,
          summary: 'The pre-flight checks and queue conflicts of sending a mission to this dock',
          params: ZDockParams,
          body: ZSendToDockRequest,
          response: { 200: ZDockTaskPreview },
        },
      },
      async (request) => tasks.check(actor(request), request.params.id, request.body),
    );

    r.post(
      '/company/:companyId/docks/:id/tasks',
      {
        onRequest: guards.requireCompanyRight('Docks', 'POST'),
        schema: {
          tags,
          security,
          summary:
            'Send a saved WPML mission to the dock, now or at execute_at (422 with a sentence when a check fails)',
          params: ZDockParams,
          body: ZSendToDockRequest,
          response: { 201: ZDockTask },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await tasks.send(actor(request), request.params.id, request.body)),
    );

    r.get(
      '/company/:companyId/docks/:id/tasks',
      {
        onRequest: guards.requireCompanyRight('Docks', 'GET'),
        schema: {
          tags,
          security,
          summary: "The dock's queued tasks and those of the last 7 days",
          params: ZDockParams,
          response: { 200: ZDockTasksResponse },
        },
      },
      async (request) => ({ tasks: await tasks.list(actor(request), request.params.id) }),
    );

    r.get(
      '/company/:companyId/dock-tasks',
      {
        onRequest: guards.requireCompanyRight('Docks', 'GET'),
        schema: {
          tags,
          security,
          summary: "The workspace's dock task queue with its conflicts",
          params: ZCompanyParams,
          querystring: ZDockTaskListQuery,
          response: { 200: ZDockTaskQueueResponse },
        },
      },
      async (request) => tasks.queue(actor(request), request.query.include_done === 'true'),
    );

    r.get(
      '/company/:companyId/dock-tasks/:taskId',
      {
        onRequest: guards.requireCompanyRight('Docks', 'GET'),
        schema: {
          tags,
          security,
          summary: 'One dock task',
          params: ZDockTaskParams,
          response: { 200: ZDockTask },
        },
      },
      async (request) => tasks.get(actor(request), request.params.taskId),
    );

    for (const action of ['return_home', 'cancel'] as const) {
      r.post(
        `/company/:companyId/dock-tasks/:taskId/${action}`,
        {
          onRequest: guards.requireCompanyRight('Docks', 'POST'),
          schema: {
            tags,
            security,
            summary:
              action === 'return_home'
                ? 'Bring the aircraft of a flying task back to its dock'
                : 'Cancel a queued task, or undo a sent or flying one on the dock',
            params: ZDockTaskParams,
            response: { 200: ZDockTask },
          },
        },
        async (request) =>
          action === 'return_home'
            ? tasks.returnHome(actor(request), request.params.taskId)
            : tasks.cancel(actor(request), request.params.taskId),
      );
    }

    r.post(
      '/company/:companyId/dock-tasks/:taskId/resume',
      {
        onRequest: guards.requireCompanyRight('Docks', 'POST'),
        schema: {
          tags,
          security,
          summary:
            'Fly the rest of a task that ended early, from the break point the dock reported (a new task)',
          params: ZDockTaskParams,
          body: ZDockTaskResumeRequest.default({}),
          response: { 201: ZDockTask },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await tasks.resume(actor(request), request.params.taskId, request.body ?? {})),
    );

    r.get(
      '/dock-files/:file',
      {
        schema: {
          tags,
          summary:
            "The dock's download of a task's wayline (KMZ) through its signed, expiring link",
          params: z.object({ file: z.string().regex(/^[\w-]{1,64}\.kmz$/) }),
          querystring: z.object({
            expires: z.coerce.number().int(),
            sig: z.string().max(100),
          }),
        },
      },
      async (request, reply) => {
        const id = request.params.file.replace(/\.kmz$/, '');
        const bytes = await tasks.kmz(id, request.query.expires, request.query.sig);
        return reply.type('application/vnd.google-earth.kmz').send(bytes);
      },
    );
  });
}
