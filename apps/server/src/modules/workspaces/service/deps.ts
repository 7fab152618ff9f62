import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import type { MailService } from '../../mail/index.ts';
import type { FeaturesService } from '../../plans/index.ts';
import type { UsersService } from '../../users/index.ts';

export type Db = Kysely<Database>;

/** What the workspace use-cases need, and nothing else. */
export type WorkspacesDeps = {
  db: Db;
  clock: Clock;
  features: FeaturesService;
  users: Pick<UsersService, 'getRecord'>;
  mail: Pick<MailService, 'queue'>;
  /** Where uploaded logos are kept (DATA_DIR/files/logos). */
  logoDir: string;
  /** PUBLIC_URL, for links in invite mails. */
  publicUrl: string | undefined;
};
