// File responses: a generated download (KML, CSV, mission exports) sent as an attachment.
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './content-disposition.ts';

/** A file made for download: its name, its type and its bytes or text. */
export type DownloadFile = { fileName: string; contentType: string; body: string | Buffer };

export function sendDownload(reply: FastifyReply, file: DownloadFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .send(file.body);
}
