// Fleet (issue 15): a workspace's drones and batteries, and the pilot logbook. Hours and cycles
// of a drone are derived from the logbook, never typed in.
import { z } from 'zod';
import { ZId, ZIsoDateTime } from './common.ts';
import { ZLanguage } from './users.ts';

export const DRONE_STATUSES = ['active', 'maintenance', 'retired', 'lost'] as const;
export const ZDroneStatus = z.enum(DRONE_STATUSES);
export const BATTERY_STATUSES = ['active', 'maintenance', 'retired', 'lost'] as const;
export const ZBatteryStatus = z.enum(BATTERY_STATUSES);

/** A calendar day, YYYY-MM-DD. */
export const ZDay = z.iso.date();
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const droneFields = {
  /** A catalogue drone id (GET /assets/drone). */
  model_id: z.string().trim().min(1).max(64),
  serial: text(64).min(1, 'The serial number is required.'),
  /** Civil registration; the UIN under DGCA rules in India. */
  registration: optionalText(64),
  nickname: optionalText(64),
  firmware: optionalText(32),
  status: ZDroneStatus,
  purchase_date: ZDay.nullable().optional(),
  insurance_expiry: ZDay.nullable().optional(),
  /** Maintenance is due once the logbook hours reach this (set the next one after a service). */
  maintenance_due_hours: z.number().positive().max(10000).nullable().optional(),
  maintenance_due_date: ZDay.nullable().optional(),
  notes: optionalText(2000),
};
export const ZDroneInput = z
  .object({ ...droneFields, status: ZDroneStatus.default('active') })
  .strict();
export type TDroneInput = z.input<typeof ZDroneInput>;
export const ZDronePatch = z.object(droneFields).partial().strict();
export type TDronePatch = z.infer<typeof ZDronePatch>;

export const ZFleetDrone = z.object({
  id: ZId,
  model_id: z.string(),
  model_name: z.string(),
  serial: z.string(),
  registration: z.string().nullable(),
  nickname: z.string().nullable(),
  firmware: z.string().nullable(),
  status: ZDroneStatus,
  purchase_date: z.string().nullable(),
  insurance_expiry: z.string().nullable(),
  maintenance_due_hours: z.number().nullable(),
  maintenance_due_date: z.string().nullable(),
  notes: z.string().nullable(),
  /** From the logbook. */
  flight_hours: z.number(),
  flights: z.number().int(),
  /** Why maintenance is due now (hours or date passed), or null. */
  maintenance_due: z.enum(['hours', 'date']).nullable(),
  /** The insurance certificate, if one was uploaded. */
  insurance_document: z
    .object({ name: z.string(), content_type: z.string(), bytes: z.number().int() })
    .nullable(),
  etag: z.string(),
  created_at: ZIsoDateTime,
});
export type TFleetDrone = z.infer<typeof ZFleetDrone>;
export const ZListFleetDronesResponse = z.array(ZFleetDrone);

const batteryFields = {
  serial: text(64).min(1, 'The serial number is required.'),
  /** A catalogue battery id (GET /assets/battery), or a free model name. */
  model: text(120).min(1, 'The model is required.'),
  cycles: z.number().int().min(0).max(100000),
  health_pct: z.number().min(0).max(100).nullable().optional(),
  status: ZBatteryStatus,
  drone_id: ZId.nullable().optional(),
  notes: optionalText(2000),
};
export const ZBatteryInput = z
  .object({
    ...batteryFields,
    cycles: batteryFields.cycles.default(0),
    status: ZBatteryStatus.default('active'),
  })
  .strict();
export type TBatteryInput = z.input<typeof ZBatteryInput>;
export const ZBatteryPatch = z.object(batteryFields).partial().strict();
export type TBatteryPatch = z.infer<typeof ZBatteryPatch>;

export const ZFleetBattery = z.object({
  id: ZId,
  serial: z.string(),
  model: z.string(),
  cycles: z.number().int(),
  health_pct: z.number().nullable(),
  status: ZBatteryStatus,
  drone_id: ZId.nullable(),
  notes: z.string().nullable(),
  etag: z.string(),
  created_at: ZIsoDateTime,
});
export type TFleetBattery = z.infer<typeof ZFleetBattery>;
export const ZListFleetBatteriesResponse = z.array(ZFleetBattery);

export const ZCompanyFleetParams = z.object({ companyId: ZId, id: ZId });

/** A CSV import: the file's text; `commit` false answers the preview only. */
export const ZCsvImportRequest = z
  .object({ csv: z.string().max(1_000_000), commit: z.boolean().default(false) })
  .strict();
export const ZCsvRowError = z.object({
  /** 1-based data row (the header is row 0). */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type TCsvRowError = z.infer<typeof ZCsvRowError>;
export const ZCsvImportResponse = z.object({
  rows: z.number().int(),
  errors: z.array(ZCsvRowError),
  /** Rows stored: 0 in a preview and whenever any row has an error (all or nothing). */
  imported: z.number().int(),
  preview: z.array(z.record(z.string(), z.string())),
});
export type TCsvImportResponse = z.infer<typeof ZCsvImportResponse>;

// ---- logbook ----
export const LOGBOOK_SOURCES = ['manual', 'report', 'import', 'dock'] as const;
export const ZLogbookFlightInput = z
  .object({
    pilot_id: ZId.optional(),
    /** Take-off, ISO 8601 with offset. */
    takeoff_at: z.iso.datetime({ offset: true }),
    duration_s: z
      .number()
      .int()
      .min(1)
      .max(24 * 3600),
    drone_id: ZId.nullable().optional(),
    battery_ids: z.array(ZId).max(12).default([]),
    site_id: ZId.nullable().optional(),
    mission_id: ZId.nullable().optional(),
    location: optionalText(200),
    purpose: optionalText(200),
    notes: optionalText(2000),
  })
  .strict();
export type TLogbookFlightInput = z.input<typeof ZLogbookFlightInput>;

export const ZLogbookFlight = z.object({
  id: ZId,
  pilot: z.object({ id: ZId, name: z.string().nullable() }),
  takeoff_at: ZIsoDateTime,
  landing_at: ZIsoDateTime,
  duration_s: z.number().int(),
  drone_id: ZId.nullable(),
  battery_ids: z.array(ZId),
  site_id: ZId.nullable(),
  mission_id: ZId.nullable(),
  location: z.string().nullable(),
  purpose: z.string().nullable(),
  notes: z.string().nullable(),
  source: z.enum(LOGBOOK_SOURCES),
  created_at: ZIsoDateTime,
});
export type TLogbookFlight = z.infer<typeof ZLogbookFlight>;

export const ZLogbookQuery = z.object({
  pilot_id: ZId.optional(),
  drone_id: ZId.optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const ZListLogbookResponse = z.array(ZLogbookFlight);

export const ZPilotTotals = z.object({
  pilot: z.object({ id: ZId, name: z.string().nullable() }),
  flights: z.number().int(),
  hours: z.number(),
  last_90_days: z.object({ flights: z.number().int(), hours: z.number() }),
  by_aircraft: z.array(
    z.object({ drone_id: ZId.nullable(), flights: z.number().int(), hours: z.number() }),
  ),
});
export type TPilotTotals = z.infer<typeof ZPilotTotals>;
export const ZListPilotTotalsResponse = z.array(ZPilotTotals);

export const ZLogbookExportQuery = z.object({
  pilot_id: ZId.optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  /** The PDF's words (decision 436); the CSV's column keys stay English (it is imported back). */
  language: ZLanguage.optional(),
});
export type TLogbookExportQuery = z.infer<typeof ZLogbookExportQuery>;

// ---- documents, licences and notices (decision 351) ----
/** Insurance and licence documents: a scan or a PDF, checked by its first bytes. */
export const FLEET_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const FLEET_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** Notices show this many days before an insurance or a licence expires. */
export const FLEET_NOTICE_DAYS = 30;
/** …and this many flight hours before a maintenance by hours is due. */
export const FLEET_NOTICE_HOURS = 5;

export const ZFleetDocument = z.object({
  name: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
});
export type TFleetDocument = z.infer<typeof ZFleetDocument>;

export const ZPilotLicenceInput = z
  .object({
    number: text(64).min(1, 'The licence number is required.'),
    /** e.g. the DGCA remote pilot category, or the EASA A1/A3, A2, STS. */
    category: optionalText(64),
    expiry: ZDay.nullable().optional(),
  })
  .strict();
export type TPilotLicenceInput = z.input<typeof ZPilotLicenceInput>;

export const ZPilotLicence = z.object({
  pilot: z.object({ id: ZId, name: z.string().nullable() }),
  number: z.string(),
  category: z.string().nullable(),
  expiry: z.string().nullable(),
  /** Days left until expiry (negative: expired), null without an expiry date. */
  days_left: z.number().int().nullable(),
  document: ZFleetDocument.nullable(),
  etag: z.string(),
});
export type TPilotLicence = z.infer<typeof ZPilotLicence>;
export const ZListPilotLicencesResponse = z.array(ZPilotLicence);
export const ZCompanyPilotParams = z.object({ companyId: ZId, userId: ZId });

export const FLEET_NOTICE_KINDS = [
  'maintenance_due',
  'insurance_expiring',
  'licence_expiring',
] as const;
export const ZFleetNotice = z.object({
  kind: z.enum(FLEET_NOTICE_KINDS),
  /** The drone id, or the pilot's user id for a licence. */
  subject_id: ZId,
  /** The drone's nickname or serial, or the pilot's name. */
  subject: z.string(),
  /** The due day (YYYY-MM-DD), or the due flight hours as text. */
  due: z.string(),
  overdue: z.boolean(),
  /** English, for API clients and mail; the web writes the reader's language from code/params. */
  message: z.string(),
  /**
   * What the message says, stable (FLEET_NOTICE_CODES; a client shows `message` for a code it
   * does not know), and the values it names. Optional: older servers send only `message`.
   */
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export const FLEET_NOTICE_CODES = [
  'maintenance_hours_overdue',
  'maintenance_hours_due',
  'maintenance_date_overdue',
  'maintenance_date_due',
  'insurance_expired',
  'insurance_expiring',
  'licence_expired',
  'licence_expiring',
  'own_licence_expired',
  'own_licence_expiring',
  /** A pilot without a name on their account ("The pilot licence of a pilot …"). */
  'unnamed_licence_expired',
  'unnamed_licence_expiring',
] as const;
export type TFleetNoticeCode = (typeof FLEET_NOTICE_CODES)[number];
export type TFleetNotice = z.infer<typeof ZFleetNotice>;
export const ZListFleetNoticesResponse = z.array(ZFleetNotice);
