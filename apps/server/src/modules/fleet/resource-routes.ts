// One shape for the fleet's two resources (drones, batteries): list, create, CSV export, CSV
// import, read one (drones), edit with If-Match, delete. Each route keeps its own platform-core §6
// right; the resource names them (Drones / Drone, Batteries / Batteries).
import type { RbacResource } from '@sortie/domain';
import {
  ZCompanyFleetParams,
  ZCompanyParams,
  ZCsvImportRequest,
  ZCsvImportResponse,
  type TCsvImportResponse,
} from '@sortie/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CompanyGuards, Membership } from '../../access/index.ts';
import { ZIfMatch, readIfMatch, sendEtag } from '../../http/etag.ts';
import { sendDownload } from '../../http/file-reply.ts';
import { security } from '../../http/route-plugin.ts';

const tags = ['fleet'];
const CSV = 'text/csv; charset=utf-8';

type Item = { etag: string };

export type FleetResource<I extends z.ZodType, P extends z.ZodType, T extends Item> = {
  /** The path segment and the CSV file's name: 'drones', 'batteries'. */
  path: string;
  /** 'drone', 'battery' (summaries). */
  noun: string;
  /** The collection's right (list, create, import) and one item's (read, edit, delete). */
  collection: RbacResource;
  item: RbacResource;
  csvExport: RbacResource;
  createSummary: string;
  deleteSummary: string;
  schemas: { input: I; patch: P; item: z.ZodType<T>; list: z.ZodType<T[]> };
  list(actor: Membership): Promise<T[]>;
  create(actor: Membership, input: z.output<I>): Promise<T>;
  /** Reading one item by id (drones); batteries are read from the list. */
  get?: (actor: Membership, id: string) => Promise<T>;
  update(actor: Membership, id: string, patch: z.output<P>, ifMatch?: string): Promise<T>;
  remove(actor: Membership, id: string, ifMatch?: string): Promise<void>;
  exportCsv(actor: Membership): Promise<string>;
  importCsv(actor: Membership, csv: string, commit: boolean): Promise<TCsvImportResponse>;
};

export function resourceRoutes<I extends z.ZodType, P extends z.ZodType, T extends Item>(
  app: FastifyInstance,
  guards: CompanyGuards,
  res: FleetResource<I, P, T>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const right = guards.requireCompanyRight;
  const who = guards.membershipOf;
  const base = `/company/:companyId/${res.path}`;

  r.get(
    base,
    {
      onRequest: right(res.collection, 'GET'),
      schema: {
        tags,
        security,
        summary: `The workspace's ${res.path}`,
        params: ZCompanyParams,
        response: { 200: res.schemas.list },
      },
    },
    async (request) => res.list(who(request)),
  );
  r.post(
    base,
    {
      onRequest: right(res.collection, 'POST'),
      schema: {
        tags,
        security,
        summary: res.createSummary,
        params: ZCompanyParams,
        body: res.schemas.input,
        response: { 201: res.schemas.item },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await res.create(who(request), request.body as z.output<I>)),
  );
  r.get(
    `${base}/csv`,
    {
      onRequest: right(res.csvExport, 'GET'),
      schema: { tags, security, summary: `The ${res.path} as CSV`, params: ZCompanyParams },
    },
    async (request, reply) =>
      sendDownload(reply, {
        fileName: `${res.path}.csv`,
        contentType: CSV,
        body: await res.exportCsv(who(request)),
      }),
  );
  r.post(
    `${base}/import`,
    {
      onRequest: right(res.collection, 'POST'),
      schema: {
        tags,
        security,
        summary: `Preview or import ${res.path} from CSV (all rows or none)`,
        params: ZCompanyParams,
        body: ZCsvImportRequest,
        response: { 200: ZCsvImportResponse },
      },
    },
    async (request) => res.importCsv(who(request), request.body.csv, request.body.commit),
  );
  const get = res.get;
  if (get) {
    r.get(
      `${base}/:id`,
      {
        onRequest: right(res.item, 'GET'),
        schema: {
          tags,
          security,
          summary: `One ${res.noun}`,
          params: ZCompanyFleetParams,
          response: { 200: res.schemas.item },
        },
      },
      async (request, reply) => {
        const item = await get(who(request), request.params.id);
        sendEtag(reply, item.etag);
        return item;
      },
    );
  }
  r.patch(
    `${base}/:id`,
    {
      onRequest: right(res.item, 'PATCH'),
      schema: {
        tags,
        security,
        summary: `Edit a ${res.noun} (If-Match: its etag)`,
        params: ZCompanyFleetParams,
        headers: ZIfMatch,
        body: res.schemas.patch,
        response: { 200: res.schemas.item },
      },
    },
    async (request, reply) => {
      const item = await res.update(
        who(request),
        request.params.id,
        request.body as z.output<P>,
        readIfMatch(request),
      );
      sendEtag(reply, item.etag);
      return item;
    },
  );
  r.delete(
    `${base}/:id`,
    {
      onRequest: right(res.item, 'DELETE'),
      schema: {
        tags,
        security,
        summary: res.deleteSummary,
        params: ZCompanyFleetParams,
        headers: ZIfMatch,
      },
    },
    async (request, reply) => {
      await res.remove(who(request), request.params.id, readIfMatch(request));
      return reply.status(204).send();
    },
  );
}
