// The database type, assembled from each module's table.ts. Modules never read each other's
// tables (lint enforces it); this file is the only place that sees them all.
import type { ColumnType } from 'kysely';
import type {
  EmailVerificationsTable,
  LoginFailuresTable,
  PasswordResetsTable,
  SessionsTable,
  UserLastActivityView,
} from '../modules/auth/table.ts';
import type {
  CollectionSitesTable,
  CollectionSitesView,
  CollectionsTable,
} from '../modules/collections/table.ts';
import type { AirspaceZoneFilesTable, AirspaceZonesTable } from '../modules/airspace/table.ts';
import type { AuditLogTable } from '../modules/audit/table.ts';

import type { MailOutboxTable } from '../modules/mail/table.ts';
import type { MissionsTable, SiteGcpLayoutsTable } from '../modules/missions/table.ts';
import type { SiteElevationModelsTable } from '../modules/elevations/table.ts';
import type { MissionFlightsTable } from '../modules/flights/table.ts';
import type {
  FleetBatteriesTable,
  FleetDronesTable,
  LogbookFlightsTable,
  PilotLicencesTable,
  FleetNoticesSentTable,
} from '../modules/fleet/table.ts';
import type {
  DockAuthorityTable,
  DockLiveFeedsTable,
  DockBindCodesTable,
  DockGeozonesTable,
  DocksTable,
  DockTasksTable,
} from '../modules/docks/table.ts';
import type {
  StreamAnnotationsTable,
  StreamKeysTable,
  StreamRecordingsTable,
  StreamSettingsTable,
  StreamsTable,
} from '../modules/streams/table.ts';
import type { CompanyFeatureUsageTable, PlansTable } from '../modules/plans/table.ts';
import type { SitePilotsTable, SiteSharesTable, SitesTable } from '../modules/sites/table.ts';
import type { IdempotencyKeysTable } from '../http/idempotency.ts';
import type { UserCardsView, UsersTable } from '../modules/users/table.ts';
import type { NewsTable } from '../modules/news/table.ts';
import type { TipsTable, TipVotesTable } from '../modules/tips/table.ts';
import type {
  DataVerificationRunsTable,
  DataVerificationTrialsTable,
} from '../modules/data-verification/table.ts';
import type {
  CompaniesTable,
  CompanyInvitesTable,
  CompanyMembersTable,
} from '../modules/workspaces/table.ts';

/** One-off markers, such as "the demo seed has run". */
export interface AppMetaTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Date;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  login_failures: LoginFailuresTable;
  email_verifications: EmailVerificationsTable;
  companies: CompaniesTable;
  company_members: CompanyMembersTable;
  mail_outbox: MailOutboxTable;
  app_meta: AppMetaTable;
  company_invites: CompanyInvitesTable;
  plans: PlansTable;
  company_feature_usage: CompanyFeatureUsageTable;
  sites: SitesTable;
  site_shares: SiteSharesTable;
  site_pilots: SitePilotsTable;
  collections: CollectionsTable;
  collection_sites: CollectionSitesTable;
  missions: MissionsTable;
  site_gcp_layouts: SiteGcpLayoutsTable;
  site_elevation_models: SiteElevationModelsTable;
  mission_flights: MissionFlightsTable;
  streams: StreamsTable;
  stream_keys: StreamKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  // Read views (migration 700, decision 270): another module's public reads of these tables.
  user_cards_view: UserCardsView;
  user_last_activity_view: UserLastActivityView;
  collection_sites_view: CollectionSitesView;
  news: NewsTable;
  tips: TipsTable;
  tip_votes: TipVotesTable;
  fleet_drones: FleetDronesTable;
  fleet_batteries: FleetBatteriesTable;
  logbook_flights: LogbookFlightsTable;
  pilot_licences: PilotLicencesTable;
  fleet_notices_sent: FleetNoticesSentTable;
  airspace_zone_files: AirspaceZoneFilesTable;
  airspace_zones: AirspaceZonesTable;
  dock_bind_codes: DockBindCodesTable;
  docks: DocksTable;
  dock_geozones: DockGeozonesTable;
  data_verification_runs: DataVerificationRunsTable;
  data_verification_trials: DataVerificationTrialsTable;
  audit_log: AuditLogTable;
  dock_tasks: DockTasksTable;
  dock_authority: DockAuthorityTable;
  dock_live_feeds: DockLiveFeedsTable;
  stream_settings: StreamSettingsTable;
  stream_recordings: StreamRecordingsTable;
  stream_annotations: StreamAnnotationsTable;
}
