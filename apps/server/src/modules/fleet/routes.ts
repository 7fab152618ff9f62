// Fleet and logbook routes. HTTP only: the RBAC guard of platform-core §6 (Drones, one Drone,
// Batteries, 'drone and battery CSV export'), the zod contract, the service, the reply.
import {
  ZBatteryInput,
  ZBatteryPatch,
  ZCompanyFleetParams,
  ZCompanyParams,
  ZCsvImportRequest,
  ZCsvImportResponse,
  ZDroneInput,
  ZDronePatch,
  ZFleetBattery,
  ZFleetDrone,
  ZListFleetBatteriesResponse,
  ZListFleetDronesResponse,
  ZListLogbookResponse,
  ZListPilotTotalsResponse,
  ZLogbookFlight,
  ZLogbookFlightInput,
  ZLogbookQuery,
  ZLogbookExportQuery,
  ZListFleetNoticesResponse,
  FLEET_DOCUMENT_MAX_BYTES,
} from '@sortie/domain/contracts';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CompanyGuards } from '../../access/index.ts';
import { sendDownload } from '../../http/file-reply.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import { documentRoutes } from './document-routes.ts';
import { resourceRoutes } from './resource-routes.ts';
import type { FleetService } from './service.ts';

const tags = ['fleet'];
const CSV = 'text/csv; charset=utf-8';

export function fleetRoutes(deps: { fleet: FleetService; guards: CompanyGuards }) {
  const { fleet, guards } = deps;
  const { aircraft, csv, logbook } = fleet;
  const right = guards.requireCompanyRight;
  const who = guards.membershipOf;

  return routePlugin(async function routes(app) {
    // Insurance and licence documents come as multipart (document-routes.ts).
    await app.register(multipart, { limits: { fileSize: FLEET_DOCUMENT_MAX_BYTES, files: 1 } });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/company/:companyId';

    resourceRoutes(app, guards, {
      path: 'drones',
      noun: 'drone',
      collection: 'Drones',
      item: 'Drone',
      csvExport: 'DroneCsvExport',
      createSummary: 'Add a drone from the catalogue',
      deleteSummary: 'Delete a drone (its logbook flights stay)',
      schemas: {
        input: ZDroneInput,
        patch: ZDronePatch,
        item: ZFleetDrone,
        list: ZListFleetDronesResponse,
      },
      list: (a) => aircraft.listDrones(a),
      create: (a, input) => aircraft.createDrone(a, input),
      get: (a, id) => aircraft.getDrone(a, id),
      update: (a, id, patch, ifMatch) => aircraft.updateDrone(a, id, patch, ifMatch),
      remove: (a, id, ifMatch) => aircraft.deleteDrone(a, id, ifMatch),
      exportCsv: (a) => csv.exportDrones(a),
      importCsv: (a, text, commit) => csv.importDrones(a, text, commit),
    });
    resourceRoutes(app, guards, {
      path: 'batteries',
      noun: 'battery',
      collection: 'Batteries',
      item: 'Batteries',
      csvExport: 'BatteryCsvExport',
      createSummary: 'Add a battery',
      deleteSummary: 'Delete a battery',
      schemas: {
        input: ZBatteryInput,
        patch: ZBatteryPatch,
        item: ZFleetBattery,
        list: ZListFleetBatteriesResponse,
      },
      list: (a) => aircraft.listBatteries(a),
      create: (a, input) => aircraft.createBattery(a, input),
      update: (a, id, patch, ifMatch) => aircraft.updateBattery(a, id, patch, ifMatch),
      remove: (a, id, ifMatch) => aircraft.deleteBattery(a, id, ifMatch),
      exportCsv: (a) => csv.exportBatteries(a),
      importCsv: (a, text, commit) => csv.importBatteries(a, text, commit),
    });
    documentRoutes(app, deps);

    // ---- logbook ----
    r.get(
      `${base}/logbook`,
      {
        onRequest: right('Drones', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Logbook flights, newest first',
          params: ZCompanyParams,
          querystring: ZLogbookQuery,
          response: { 200: ZListLogbookResponse },
        },
      },
      async (request) => logbook.list(who(request), request.query),
    );
    r.post(
      `${base}/logbook`,
      {
        onRequest: right('Drones', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Log a flight by hand (for another pilot: managers)',
          params: ZCompanyParams,
          body: ZLogbookFlightInput,
          response: { 201: ZLogbookFlight },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await logbook.log(who(request), request.body)),
    );
    r.get(
      `${base}/logbook/totals`,
      {
        onRequest: right('Drones', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Per-pilot hours and flights, by aircraft and the last 90 days',
          params: ZCompanyParams,
          response: { 200: ZListPilotTotalsResponse },
        },
      },
      async (request) => logbook.totals(who(request)),
    );
    r.get(
      `${base}/logbook/csv`,
      {
        onRequest: right('DroneCsvExport', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Logbook as CSV, per pilot and date range',
          params: ZCompanyParams,
          querystring: ZLogbookExportQuery,
        },
      },
      async (request, reply) =>
        sendDownload(reply, {
          fileName: 'logbook.csv',
          contentType: CSV,
          body: await logbook.exportCsv(who(request), request.query),
        }),
    );
    r.post(
      `${base}/logbook/import`,
      {
        onRequest: right('Drones', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Preview or import logbook flights from CSV (all rows or none)',
          params: ZCompanyParams,
          body: ZCsvImportRequest,
          response: { 200: ZCsvImportResponse },
        },
      },
      async (request) => logbook.importCsv(who(request), request.body.csv, request.body.commit),
    );
    r.delete(
      `${base}/logbook/:id`,
      {
        onRequest: right('Drones', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Delete a flight (your own logged ones, or any as a manager)',
          params: ZCompanyFleetParams,
        },
      },
      async (request, reply) => {
        await logbook.remove(who(request), request.params.id);
        return reply.status(204).send();
      },
    );
    r.get(
      `${base}/logbook/pdf`,
      {
        onRequest: right('DroneCsvExport', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Logbook as PDF, per pilot and date range (at most 2,000 flights)',
          params: ZCompanyParams,
          querystring: ZLogbookExportQuery,
        },
      },
      async (request, reply) =>
        sendDownload(reply, {
          fileName: 'logbook.pdf',
          contentType: 'application/pdf',
          body: await fleet.logbookExport.exportPdf(who(request), request.query),
        }),
    );
    r.get(
      `${base}/fleet/notices`,
      {
        onRequest: right('Drones', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Maintenance due, insurance and pilot licences about to expire',
          params: ZCompanyParams,
          response: { 200: ZListFleetNoticesResponse },
        },
      },
      async (request) => fleet.notices.list(who(request)),
    );
  });
}
