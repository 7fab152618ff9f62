// Recordings over HTTP (decision 321): the workspace's cloud-recording toggle, a stream's
// recording (view, delete), and the MP4 file with byte ranges (seeking) for a viewer token.
import {
  ZCompanyParams,
  ZCompanyStreamParams,
  ZPatchStreamSettingsRequest,
  ZRecordingFileQuery,
  ZRecordingView,
  ZStreamIdParams,
  ZStreamSettings,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CompanyGuards } from '../../access/index.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import { parseRange } from '../../http/range.ts';
import type { RecordingsService } from './recordings.ts';
import type { TestPatterns } from './test-patterns.ts';
import { attachmentDisposition } from '../../http/content-disposition.ts';

export function recordingsRoutes(deps: {
  recordings: RecordingsService;
  testPatterns: TestPatterns;
  guards: CompanyGuards;
}) {
  const { recordings, guards } = deps;

  return routePlugin(function routes(base) {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['streams'];

    app.get(
      '/company/:companyId/streams/settings',
      {
        onRequest: guards.requireCompanyRight('Streams', 'GET'),
        schema: { tags, security, params: ZCompanyParams, response: { 200: ZStreamSettings } },
      },
      async (request) => recordings.settings(guards.membershipOf(request)),
    );
    app.patch(
      '/company/:companyId/streams/settings',
      {
        onRequest: guards.requireCompanyRight('Settings', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Turn cloud recording of live streams on or off (admins and owners)',
          params: ZCompanyParams,
          body: ZPatchStreamSettingsRequest,
          response: { 200: ZStreamSettings },
        },
      },
      async (request) => recordings.saveSettings(guards.membershipOf(request), request.body),
    );

    app.get(
      '/company/:companyId/streams/:id/recording',
      {
        onRequest: guards.requireCompanyRight('Streams', 'GET'),
        schema: {
          tags,
          security,
          summary: "A stream's recording and, when ready, its play and download URLs",
          params: ZCompanyStreamParams,
          response: { 200: ZRecordingView },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return recordings.view(guards.membershipOf(request), request.params.id);
      },
    );
    app.delete(
      '/company/:companyId/streams/:id/recording',
      {
        onRequest: guards.requireCompanyRight('Streams', 'DELETE'),
        schema: { tags, security, params: ZCompanyStreamParams },
      },
      async (request, reply) => {
        await recordings.remove(guards.membershipOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    // StreamHostDevPage: a test picture from ffmpeg on the server, published with a fresh key.
    app.post(
      '/company/:companyId/streams/:id/testpattern',
      {
        onRequest: guards.requireCompanyRight('Streams', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Publish a server-side ffmpeg test pattern to a waiting stream (10 minutes)',
          params: ZCompanyStreamParams,
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await deps.testPatterns.start(guards.membershipOf(request), request.params.id)),
    );

    // The MP4: the token from the recording view is the check (a <video> has no bearer).
    app.get(
      '/streams/:id/recording.mp4',
      {
        schema: {
          tags,
          summary: 'The recording as MP4, with byte ranges (token from the recording view)',
          params: ZStreamIdParams,
          querystring: ZRecordingFileQuery,
        },
      },
      async (request, reply) => {
        const file = await recordings.checkFile(request.params.id, request.query.token);
        const range = parseRange(request.headers.range, file.size);
        if (range === 'unsatisfiable') {
          return reply.status(416).header('content-range', `bytes */${file.size}`).send();
        }
        const body = await recordings.open(file.key, range ?? undefined);
        if (!body) throw new Error('recording file missing from the store');
        void reply
          .header('content-type', 'video/mp4')
          .header('accept-ranges', 'bytes')
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff');
        if (request.query.download) {
          const stem = [...file.title.replace(/[^\p{L}\p{N}\p{M} .-]+/gu, '_')].slice(0, 80);
          const name = `${stem.join('') || 'recording'}.mp4`;
          void reply.header('content-disposition', attachmentDisposition(name, 'recording'));
        }
        if (range) {
          void reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
            .header('content-length', range.end - range.start + 1);
        } else void reply.header('content-length', file.size);
        return reply.send(body);
      },
    );
  });
}
