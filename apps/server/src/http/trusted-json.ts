// Response serializer for payloads the server builds itself from typed rows (the site list, one
// site): plain JSON.stringify. The app-wide zod serializer parses every response against its
// schema before stringifying; for a page of 20 sites with outlines of up to 256 vertices per ring
// (or one site with a 100,000-vertex geometry) that parse was the largest cost of the request
// (bench/api, decision 150). The schema stays on the route for the OpenAPI document, and the
// payload's type is checked at compile time against the same zod contract (z.infer).
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

/** A per-route serializerCompiler: JSON.stringify without validating the payload again. */
export const trustedJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);
