import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import type { FileStorage } from '../../../storage/index.ts';
import type { MailService } from '../../mail/index.ts';
import type { FeaturesService } from '../../plans/index.ts';
import type { UsersService } from '../../users/index.ts';

export type Db = Kysely<Database>;

/** What the workspace use-cases need, and nothing else. */
export type WorkspacesDeps = {
  db: Db;
  clock: Clock;
  features: FeaturesService;
  users: Pick<UsersService, 'getRecord' | 'findByEmail' | 'markLeft' | 'markJoined'>;
  /**
   * Site shares of people leaving (revoked guests); the sites module is built after this one,
   * so app.ts passes a function that reaches it at call time.
   */
  siteShares: {
    removeSharesOf: (
      trx: Db,
      companyId: string,
      people: readonly { id: string; email: string | null }[],
    ) => Promise<number>;
  };
  mail: Pick<MailService, 'queue'>;
  /** Where uploaded logos are kept (file storage, folder 'logos'). */
  logos: FileStorage;
  /** PUBLIC_URL, for links in invite mails. */
  publicUrl: string | undefined;
};
