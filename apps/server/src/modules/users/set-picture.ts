// POST /users/:id/picture: only for yourself; PNG, JPEG or WebP by content. The new file is in
// place before the row points to it, and the old one goes only after the commit, so the profile
// never shows a missing picture (platform-core §3: a picture counts for a complete profile).
import { AppError } from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/index.ts';
import {
  cleanPicture,
  pictureExtension,
  removeStoredPicture,
  storePicture,
} from './picture-files.ts';
import * as repo from './repo.ts';
import type { UserRow } from './table.ts';

export function createSetPicture(deps: {
  db: Kysely<Database>;
  clock: Clock;
  pictures: FileStorage | undefined;
  toView: (row: UserRow) => Promise<TUser>;
}) {
  const { db, clock } = deps;
  return async function setPicture(actorId: string, userId: string, bytes: Buffer) {
    if (actorId !== userId) throw AppError.forbidden('You can only change your own picture.');
    const files = deps.pictures;
    if (!files) throw new Error('createUsersService needs pictures for uploads');
    const ext = pictureExtension(bytes);
    if (!ext) {
      throw new AppError(
        'unsupported_media_type',
        415,
        'Upload the picture as a PNG, JPEG or WebP image.',
      );
    }
    const stored = await storePicture(files, await cleanPicture(bytes, ext), ext);
    let previous: string | null = null;
    let row: UserRow | undefined;
    try {
      // The row is locked so two uploads at once each remove exactly the picture they replaced.
      row = await db.transaction().execute(async (trx) => {
        const current = await repo.lockUser(trx, userId);
        if (!current) throw AppError.notFound('User');
        previous = current.profile_picture;
        return repo.updateUser(trx, userId, {
          profile_picture: stored.url,
          updated_at: clock.now(),
        });
      });
    } catch (error) {
      await files.delete(stored.name);
      throw error;
    }
    if (!row) throw AppError.notFound('User');
    await removeStoredPicture(files, previous);
    return deps.toView(row);
  };
}
