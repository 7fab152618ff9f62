// /company/{c}/collections and /register/sample_sites/{c}: HTTP only (contract, guard, service).
import {
  ZCollection,
  ZCollectionParams,
  ZCollectionSitesRequest,
  ZCompanyParams,
  ZCreateCollectionRequest,
  ZListCollectionSitesQuery,
  ZListCollectionSitesResponse,
  ZListCollectionsQuery,
  ZListCollectionsResponse,
  ZSampleSitesParams,
  ZSampleSitesResponse,
  ZUpdateCollectionRequest,
} from '@sortie/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createSampleSites } from './sample-sites.ts';
import type { CollectionsService } from './service.ts';
import { readIfMatch, sendEtag } from '../../http/etag.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import type { CompanyGuards } from '../../access/index.ts';

const tags = ['collections'];
export function collectionsRoutes(deps: {
  collections: CollectionsService;
  samples: ReturnType<typeof createSampleSites>;
  guards: CompanyGuards;
  brandKeyOf: (request: FastifyRequest) => string;
}) {
  const { collections, samples, guards, brandKeyOf } = deps;
  const right = guards.requireCompanyRight;
  const actor = guards.membershipOf;

  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/company/:companyId/collections',
      {
        onRequest: right('Collections', 'GET'),
        schema: {
          tags,
          security,
          summary: 'List collections (compact=1 for light objects; filters as JSON text)',
          params: ZCompanyParams,
          querystring: ZListCollectionsQuery,
          response: { 200: ZListCollectionsResponse },
        },
      },
      async (request) => collections.list(actor(request), request.query),
    );

    r.post(
      '/company/:companyId/collections',
      {
        config: { idempotent: true },
        onRequest: right('Collections', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Create a collection, optionally with sites',
          params: ZCompanyParams,
          body: ZCreateCollectionRequest,
          response: { 201: ZCollection },
        },
      },
      async (request, reply) => {
        const collection = await collections.create(actor(request), request.body);
        sendEtag(reply, collection.etag);
        return reply.status(201).send(collection);
      },
    );

    r.get(
      '/company/:companyId/collections/:id',
      {
        onRequest: right('Collections', 'GET'),
        schema: {
          tags,
          security,
          summary: 'One collection',
          params: ZCollectionParams,
          response: { 200: ZCollection },
        },
      },
      async (request, reply) => {
        const collection = await collections.get(actor(request), request.params.id);
        sendEtag(reply, collection.etag);
        return collection;
      },
    );

    r.patch(
      '/company/:companyId/collections/:id',
      {
        onRequest: right('Collections', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Rename a collection (If-Match required, 412 when stale)',
          params: ZCollectionParams,
          headers: z.object({ 'if-match': z.string().optional() }),
          body: ZUpdateCollectionRequest,
          response: { 200: ZCollection },
        },
      },
      async (request, reply) => {
        const collection = await collections.update(
          actor(request),
          request.params.id,
          readIfMatch(request),
          request.body,
        );
        sendEtag(reply, collection.etag);
        return collection;
      },
    );

    r.delete(
      '/company/:companyId/collections/:id',
      {
        onRequest: right('Collections', 'DELETE'),
        schema: {
          tags,
          security,
          summary: 'Delete a collection (its sites stay)',
          params: ZCollectionParams,
        },
      },
      async (request, reply) => {
        await collections.delete(actor(request), request.params.id);
        return reply.status(204).send();
      },
    );

    r.get(
      '/company/:companyId/collections/:id/sites',
      {
        onRequest: right('Collections', 'GET'),
        schema: {
          tags,
          security,
          summary:
            "A page of the collection's sites the caller may view (cursor like the site list)",
          params: ZCollectionParams,
          querystring: ZListCollectionSitesQuery,
          response: { 200: ZListCollectionSitesResponse },
        },
      },
      async (request) => collections.listSites(actor(request), request.params.id, request.query),
    );

    r.post(
      '/company/:companyId/collections/:id/sites',
      {
        onRequest: right('Collections', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Add sites to a collection',
          params: ZCollectionParams,
          body: ZCollectionSitesRequest,
          response: { 200: ZCollection },
        },
      },
      async (request, reply) => {
        const collection = await collections.addSites(
          actor(request),
          request.params.id,
          request.body.site_ids,
        );
        sendEtag(reply, collection.etag);
        return collection;
      },
    );

    r.delete(
      '/company/:companyId/collections/:id/sites',
      {
        onRequest: right('Collections', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Remove sites from a collection',
          params: ZCollectionParams,
          body: ZCollectionSitesRequest,
          response: { 200: ZCollection },
        },
      },
      async (request, reply) => {
        const collection = await collections.removeSites(
          actor(request),
          request.params.id,
          request.body.site_ids,
        );
        sendEtag(reply, collection.etag);
        return collection;
      },
    );

    r.post(
      '/register/sample_sites/:companyId',
      {
        onRequest: right('Sites', 'POST'),
        schema: {
          tags: ['sites'],
          security,
          summary: 'Create the sample sites and collection of the welcome wizard (idempotent)',
          params: ZSampleSitesParams,
          response: { 200: ZSampleSitesResponse, 201: ZSampleSitesResponse },
        },
      },
      async (request, reply) => {
        const result = await samples.create(actor(request), brandKeyOf(request));
        return reply.status(result.created ? 201 : 200).send(result);
      },
    );
  });
}
