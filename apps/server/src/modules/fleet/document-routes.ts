// Insurance documents of drones and pilot licences (decision 351). Uploads are multipart (field
// "file"), judged by their first bytes in documents.ts; downloads are sent as attachments under
// the owner's rights (one Drone GET; a licence: its pilot or a manager).
import { AppError } from '@sortie/domain';
import {
  ZCompanyFleetParams,
  ZCompanyParams,
  ZCompanyPilotParams,
  ZFleetDrone,
  ZListPilotLicencesResponse,
  ZPilotLicence,
  ZPilotLicenceInput,
} from '@sortie/domain/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { CompanyGuards } from '../../access/index.ts';
import { security } from '../../http/route-plugin.ts';
import { safeFileName, tooLarge } from './documents.ts';
import type { FleetService } from './service.ts';
import { attachmentDisposition } from '../../http/content-disposition.ts';

const tags = ['fleet'];
const UPLOAD = 'Upload a PDF, PNG or JPEG (multipart field "file", up to 10 MB)';

/** The uploaded file's bytes and name; 415 without multipart, 422 past the size limit. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 415, 'Send the document as multipart/form-data.');
  }
  const file = await request.file();
  if (!file) throw AppError.validation('Attach the document as a file.');
  try {
    return { bytes: await file.toBuffer(), fileName: file.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

function sendDocument(reply: FastifyReply, doc: { stream: Readable; name: string; type: string }) {
  return reply
    .type(doc.type)
    .header('content-disposition', attachmentDisposition(safeFileName(doc.name), 'document'))
    .header('cache-control', 'private, no-store')
    .send(doc.stream);
}

export function documentRoutes(
  app: FastifyInstance,
  deps: { fleet: FleetService; guards: CompanyGuards },
): void {
  const { insurance, licences } = deps.fleet;
  const right = deps.guards.requireCompanyRight;
  const who = deps.guards.membershipOf;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/company/:companyId';

  // ---- a drone's insurance document ----
  r.put(
    `${base}/drones/:id/insurance-document`,
    {
      onRequest: right('Drone', 'PATCH'),
      schema: {
        tags,
        security,
        summary: `The drone's insurance document: ${UPLOAD}`,
        consumes: ['multipart/form-data'],
        params: ZCompanyFleetParams,
        response: { 200: ZFleetDrone },
      },
    },
    async (request) => insurance.upload(who(request), request.params.id, () => readUpload(request)),
  );
  r.get(
    `${base}/drones/:id/insurance-document`,
    {
      onRequest: right('Drone', 'GET'),
      schema: {
        tags,
        security,
        summary: "The drone's insurance document",
        params: ZCompanyFleetParams,
      },
    },
    async (request, reply) =>
      sendDocument(reply, await insurance.open(who(request), request.params.id)),
  );
  r.delete(
    `${base}/drones/:id/insurance-document`,
    {
      onRequest: right('Drone', 'PATCH'),
      schema: {
        tags,
        security,
        summary: "Remove the drone's insurance document",
        params: ZCompanyFleetParams,
        response: { 200: ZFleetDrone },
      },
    },
    async (request) => insurance.remove(who(request), request.params.id),
  );

  // ---- pilot licences: your own (Drones GET), anyone's (Drones POST, managers) ----
  r.get(
    `${base}/licences`,
    {
      onRequest: right('Drones', 'GET'),
      schema: {
        tags,
        security,
        summary: "Pilot licences: yours, or every pilot's for managers",
        params: ZCompanyParams,
        response: { 200: ZListPilotLicencesResponse },
      },
    },
    async (request) => licences.list(who(request)),
  );
  r.get(
    `${base}/licences/:userId`,
    {
      onRequest: right('Drones', 'GET'),
      schema: {
        tags,
        security,
        summary: "A pilot's licence",
        params: ZCompanyPilotParams,
        response: { 200: ZPilotLicence },
      },
    },
    async (request) => licences.get(who(request), request.params.userId),
  );
  r.put(
    `${base}/licences/:userId`,
    {
      onRequest: right('Drones', 'GET'),
      schema: {
        tags,
        security,
        summary: "Set a pilot's licence number, category and expiry",
        params: ZCompanyPilotParams,
        body: ZPilotLicenceInput,
        response: { 200: ZPilotLicence },
      },
    },
    async (request) => licences.put(who(request), request.params.userId, request.body),
  );
  r.delete(
    `${base}/licences/:userId`,
    {
      onRequest: right('Drones', 'GET'),
      schema: { tags, security, summary: "Remove a pilot's licence", params: ZCompanyPilotParams },
    },
    async (request, reply) => {
      await licences.remove(who(request), request.params.userId);
      return reply.status(204).send();
    },
  );
  r.put(
    `${base}/licences/:userId/document`,
    {
      onRequest: right('Drones', 'GET'),
      schema: {
        tags,
        security,
        summary: `The licence document: ${UPLOAD}`,
        consumes: ['multipart/form-data'],
        params: ZCompanyPilotParams,
        response: { 200: ZPilotLicence },
      },
    },
    async (request) =>
      licences.uploadDocument(who(request), request.params.userId, () => readUpload(request)),
  );
  r.get(
    `${base}/licences/:userId/document`,
    {
      onRequest: right('Drones', 'GET'),
      schema: { tags, security, summary: 'The licence document', params: ZCompanyPilotParams },
    },
    async (request, reply) =>
      sendDocument(reply, await licences.openDocument(who(request), request.params.userId)),
  );
}
