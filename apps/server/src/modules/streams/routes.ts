// Streams over HTTP (platform-core §7): create, list, get, join, patch (If-Match), publish keys,
// the public variants for signed-out viewers, and the HTTP-FLV play route. HTTP only.
import { ZCompanyParams } from '@sortie/domain/contracts';
import {
  ZCompanyStreamParams,
  ZCreateStreamRequest,
  ZGenerateStreamTokenRequest,
  ZListStreamsQuery,
  ZPatchStreamRequest,
  ZStream,
  ZStreamIdParams,
  ZStreamJoin,
  ZStreamPage,
  ZStreamPlayQuery,
  ZStreamToken,
} from '@sortie/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CompanyGuards } from '../../access/index.ts';
import { answerWithEtag, patchWithIfMatch, sendEtag, ZIfMatch } from '../../http/etag.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import type { StreamsService } from './service.ts';

export function streamsRoutes(deps: { streams: StreamsService; guards: CompanyGuards }) {
  const { streams, guards } = deps;
  const actor = (request: FastifyRequest) => guards.membershipOf(request);

  return routePlugin(function routes(base) {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['streams'];

    app.post(
      '/company/:companyId/streams',
      {
        onRequest: guards.requireCompanyRight('Streams', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Create a stream (title, site, public flag, location); it waits for a publish',
          params: ZCompanyParams,
          body: ZCreateStreamRequest,
          response: { 201: ZStream },
        },
      },
      async (request, reply) => {
        const stream = await streams.create(actor(request), request.body);
        sendEtag(reply, stream.etag);
        return reply.status(201).send(stream);
      },
    );

    app.get(
      '/company/:companyId/streams',
      {
        onRequest: guards.requireCompanyRight('Streams', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Streams of the workspace, newest first (view_recording: ended ones too)',
          params: ZCompanyParams,
          querystring: ZListStreamsQuery,
          response: { 200: ZStreamPage },
        },
      },
      async (request) => streams.list(actor(request), request.query),
    );

    app.post(
      '/company/:companyId/streams/generatetoken',
      {
        onRequest: guards.requireCompanyRight('Streams', 'POST'),
        schema: {
          tags,
          security,
          summary: 'A single-use RTMP publish URL and key for a waiting stream (10 minutes)',
          params: ZCompanyParams,
          body: ZGenerateStreamTokenRequest,
          response: { 201: ZStreamToken },
        },
      },
      async (request, reply) => {
        const token = await streams.generateToken(
          actor(request),
          request.body.stream_id,
          request.hostname,
        );
        return reply.status(201).header('cache-control', 'no-store').send(token);
      },
    );

    app.get(
      '/company/:companyId/streams/:id',
      {
        onRequest: guards.requireCompanyRight('Streams', 'GET'),
        schema: { tags, security, params: ZCompanyStreamParams, response: { 200: ZStream } },
      },
      answerWithEtag((request) => streams.get(actor(request), request.params.id)),
    );

    app.get(
      '/company/:companyId/streams/:id/join',
      {
        onRequest: guards.requireCompanyRight('Streams', 'GET'),
        schema: {
          tags,
          security,
          summary: 'The stream and, while live, its HTTP-FLV play URL with a viewer token',
          params: ZCompanyStreamParams,
          response: { 200: ZStreamJoin },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return streams.join(actor(request), request.params.id);
      },
    );

    app.patch(
      '/company/:companyId/streams/:id',
      {
        onRequest: guards.requireCompanyRight('Streams', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Rename a stream or change its public flag (If-Match required, 412 when stale)',
          params: ZCompanyStreamParams,
          headers: ZIfMatch,
          body: ZPatchStreamRequest,
          response: { 200: ZStream },
        },
      },
      patchWithIfMatch((request, ifMatch) =>
        streams.patch(actor(request), request.params.id, ifMatch, request.body),
      ),
    );

    // Signed-out viewers: public streams only (a private one answers 404).
    app.get(
      '/streams/:id/public',
      {
        schema: {
          tags,
          summary: 'A public stream, for signed-out viewers',
          params: ZStreamIdParams,
          response: { 200: ZStream },
        },
      },
      async (request) => streams.getPublic(request.params.id),
    );
    app.get(
      '/streams/:id/public/join',
      {
        schema: {
          tags,
          summary: 'Join a public stream signed out: its HTTP-FLV play URL while live',
          params: ZStreamIdParams,
          response: { 200: ZStreamJoin },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return streams.joinPublic(request.params.id);
      },
    );

    // HTTP-FLV: the token from join is the access check (a <video>'s fetch has no bearer).
    app.get(
      '/streams/:id/live.flv',
      {
        schema: {
          tags,
          summary: 'The live video as HTTP-FLV (token from join)',
          params: ZStreamIdParams,
          querystring: ZStreamPlayQuery,
        },
      },
      async (request, reply) => {
        await streams.checkPlay(request.params.id, request.query.token);
        const res = reply.raw;
        reply.hijack();
        res.writeHead(200, {
          'content-type': 'video/x-flv',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        });
        const stop = streams.attach(request.params.id, {
          write: (chunk) => res.write(chunk),
          end: () => res.end(),
          pending: () => res.writableLength,
        });
        if (!stop) {
          res.end();
          return;
        }
        request.raw.on('close', stop);
      },
    );
  });
}
