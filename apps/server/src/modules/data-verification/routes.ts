// /data_verification: Data Check run summaries and the free-run counter (issue 14). Public
// (platform-core §7: "no token"), but a token, when sent, must be valid and makes the run the
// user's. Signed-out callers are rate-limited per IP; signed-in ones are not (their runs are
// counted by the plan limit instead).
import {
  ZCreateDataVerificationRequest,
  ZDataVerificationResultRequest,
  ZDataVerificationRun,
  ZDataVerificationTrialRequest,
  ZDataVerificationTrialResponse,
  ZListDataVerificationQuery,
  ZListDataVerificationResponse,
} from '@sortie/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readIdToken, type Guards } from '../../http/auth.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import type { DataVerificationService } from './service.ts';

const tags = ['data_verification'];

export function dataVerificationRoutes(deps: {
  dataVerification: DataVerificationService;
  guards: Guards;
  brandKeyOf: (request: FastifyRequest) => string;
  /** Calls per signed-out IP in the window. */
  rateLimit: { max: number; timeWindow: number };
}) {
  const { dataVerification: service, guards } = deps;
  /** Signs the caller in when a token is sent (401 when it is bad); anonymous otherwise. */
  const optionalUser = async function optionalUser(
    this: unknown,
    request: FastifyRequest,
    reply: unknown,
  ) {
    request.auth = null;
    if (readIdToken(request)) await guards.requireUser.call(this as never, request, reply as never);
  };
  const config = {
    rateLimit: {
      ...deps.rateLimit,
      // After optionalUser: only signed-out calls count against the IP's budget.
      hook: 'preHandler' as const,
      allowList: (request: FastifyRequest) => request.auth !== null,
    },
  };
  const caller = (request: FastifyRequest, visitorId: string) => ({
    userId: request.auth?.userId ?? null,
    visitorId,
    brand: deps.brandKeyOf(request),
  });

  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/data_verification',
      {
        onRequest: optionalUser,
        config,
        schema: {
          tags,
          security,
          summary: 'Past Data Check runs: the user’s when signed in, else the visitor’s (public)',
          querystring: ZListDataVerificationQuery,
          response: { 200: ZListDataVerificationResponse },
        },
      },
      async (request) => ({
        runs: await service.list({ userId: request.auth?.userId ?? null }, request.query),
      }),
    );
    r.post(
      '/data_verification',
      {
        onRequest: optionalUser,
        config,
        schema: {
          tags,
          security,
          summary: 'Start a Data Check run: its settings and image count, no images (public)',
          body: ZCreateDataVerificationRequest,
          response: { 201: ZDataVerificationRun },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await service.create(caller(request, request.body.visitor_id), request.body)),
    );
    r.patch(
      '/data_verification/trial',
      {
        onRequest: optionalUser,
        config,
        schema: {
          tags,
          security,
          summary: 'Count one free Data Check run for this visitor and brand (public)',
          body: ZDataVerificationTrialRequest,
          response: { 200: ZDataVerificationTrialResponse },
        },
      },
      async (request) =>
        service.countTrial(caller(request, request.body.visitor_id), request.body.company_id),
    );
    r.patch(
      '/data_verification/result',
      {
        onRequest: optionalUser,
        config,
        schema: {
          tags,
          security,
          summary: 'Attach the final summary to a running Data Check run (public)',
          body: ZDataVerificationResultRequest,
          response: { 200: ZDataVerificationRun },
        },
      },
      async (request) =>
        service.attachResult(caller(request, request.body.visitor_id), request.body),
    );
  });
}
