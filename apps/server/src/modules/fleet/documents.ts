// Insurance and licence documents (decision 351): a PDF or a scan, judged by its first bytes
// (never by the name or the browser's type), at most FLEET_DOCUMENT_MAX_BYTES, kept in the
// 'fleet-docs' folder under a random name and counted against the workspace's storage_mb.
// The file is written before the row's transaction and removed again if that fails; a replaced
// file goes after the commit, so a reader never meets a row naming a missing file.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '@sortie/domain';
import { FLEET_DOCUMENT_MAX_BYTES, type TFleetDocument } from '@sortie/domain/contracts';
import type { Db } from '../../db/database.ts';
import type { FleetDeps } from './deps.ts';

type Kind = { contentType: string; ext: string };

/** The document's type from its magic bytes, or null when it is not a PDF, PNG or JPEG. */
export function sniffDocument(bytes: Uint8Array): Kind | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { contentType: 'application/pdf', ext: 'pdf' };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', ext: 'png' };
  if (starts([0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg' };
  return null;
}

/** A stored document's columns, as both tables keep them. */
export type StoredDocument = { key: string; name: string; type: string; bytes: number };

export function documentView(d: {
  key: string | null;
  name: string | null;
  type: string | null;
  bytes: number | null;
}): TFleetDocument | null {
  if (!d.key) return null;
  return { name: d.name ?? 'document', content_type: d.type ?? '', bytes: d.bytes ?? 0 };
}

/** A file name safe for a Content-Disposition header. */
export function safeFileName(name: string): string {
  // Letters of any script stay (a Hindi document name stays Hindi); the header encodes it.
  const cleaned = [...name.replace(/[^\p{L}\p{N}\p{M}.\- _]+/gu, '_')].slice(0, 100).join('');
  return cleaned || 'document';
}

export function createDocuments(deps: FleetDeps) {
  function store() {
    if (!deps.documents) {
      throw new AppError('documents_unavailable', 503, 'Document storage is not set up here.');
    }
    return deps.documents;
  }

  return {
    /**
     * Checks and writes the file, then runs `save` in a transaction that counts its bytes; the
     * old document (if `save` answers one) is given back and deleted after the commit.
     */
    async replace<T>(
      db: Db,
      companyId: string,
      upload: { bytes: Buffer; fileName: string },
      save: (trx: Db, doc: StoredDocument) => Promise<{ result: T; old: StoredDocument | null }>,
    ): Promise<T> {
      const { files, features } = store();
      const { bytes } = upload;
      if (bytes.length === 0) throw AppError.validation('The file is empty.');
      if (bytes.length > FLEET_DOCUMENT_MAX_BYTES) throw tooLarge();
      const kind = sniffDocument(bytes);
      if (!kind) {
        throw AppError.rule(
          'unsupported_document_type',
          'The document must be a PDF, PNG or JPEG file. Scan or save it as one of those.',
        );
      }
      await features.assertCanStore(db, companyId, bytes.length);
      const doc: StoredDocument = {
        key: `${companyId}/${randomUUID()}.${kind.ext}`,
        name: safeFileName(upload.fileName),
        type: kind.contentType,
        bytes: bytes.length,
      };
      await files.put(doc.key, bytes, { contentType: kind.contentType });
      let outcome: { result: T; old: StoredDocument | null };
      try {
        outcome = await db.transaction().execute(async (trx) => {
          await features.storeBytes(trx, companyId, doc.bytes);
          const saved = await save(trx, doc);
          if (saved.old) await features.releaseBytes(trx, companyId, saved.old.bytes);
          return saved;
        });
      } catch (error) {
        await files.delete(doc.key);
        throw error;
      }
      if (outcome.old) await files.delete(outcome.old.key).catch(() => undefined);
      return outcome.result;
    },

    /** Gives back a removed document's bytes inside the caller's transaction. */
    async release(trx: Db, companyId: string, doc: StoredDocument | null): Promise<void> {
      if (doc) await store().features.releaseBytes(trx, companyId, doc.bytes);
    },

    /** Deletes the file of a document whose row is gone (after the commit). */
    async deleteFile(doc: StoredDocument | null): Promise<void> {
      if (doc)
        await store()
          .files.delete(doc.key)
          .catch(() => undefined);
    },

    async open(key: string): Promise<Readable> {
      const stream = await store().files.getStream(key);
      if (!stream) throw AppError.notFound('Document');
      return stream;
    },
  };
}

export function tooLarge(): AppError {
  return AppError.rule(
    'document_too_large',
    `The document is larger than ${FLEET_DOCUMENT_MAX_BYTES / 1024 / 1024} MB. Send a smaller scan or PDF.`,
  );
}

export type Documents = ReturnType<typeof createDocuments>;
