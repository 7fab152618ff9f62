// What the fleet module needs from the rest of the server, handed in by wiring/fleet.ts.
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { WorkspaceGate } from '../../access/index.ts';
import type { FileStorage } from '../../storage/index.ts';
import type { AssetsService } from '../assets/index.ts';
import type { MailService } from '../mail/index.ts';
import type { MissionsService } from '../missions/index.ts';
import type { FeaturesService } from '../plans/index.ts';
import type { SitesService } from '../sites/index.ts';

export type FleetDeps = {
  db: Db;
  clock: Clock;
  assets: Pick<AssetsService, 'findDrone'>;
  /** Display names of pilots (the users service). */
  namesOf: (ids: readonly string[]) => Promise<Map<string, string | null>>;
  sites: Pick<SitesService, 'get'>;
  missions: Pick<MissionsService, 'resolveMission'>;
  gate: WorkspaceGate;
  /** Insurance and licence documents (the 'fleet-docs' folder), counted against storage_mb. */
  documents?: {
    files: FileStorage;
    features: Pick<FeaturesService, 'storeBytes' | 'releaseBytes' | 'assertCanStore'>;
  };
  /**
   * Expiry notices by mail: the outbox, and a user's e-mail address with their saved language
   * (null: no address on file).
   */
  mail?: {
    queue: MailService['queue'];
    recipientOf: (userId: string) => Promise<{ email: string; language: string | null } | null>;
  };
};
