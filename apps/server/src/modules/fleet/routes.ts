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
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanyGuards } from '../../access/index.ts';
import { ZIfMatch, readIfMatch, sendEtag } from '../../http/etag.ts';
import { sendDownload } from '../../http/file-reply.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import type { FleetService } from './service.ts';

const tags = ['fleet'];
const CSV = 'text/csv; charset=utf-8';
const ZExportQuery = z.object({
  pilot_id: z.string().max(64).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export function fleetRoutes(deps: { fleet: FleetService; guards: CompanyGuards }) {
  const { fleet, guards } = deps;
  const { aircraft, csv, logbook } = fleet;
  const right = guards.requireCompanyRight;
  const who = guards.membershipOf;

  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/company/:companyId';

    // ---- drones ----
    r.get(
      `${base}/drones`,
      {
        onRequest: right('Drones', 'GET'),
        schema: {
          tags,
          security,
          summary: "The workspace's drones with logbook hours",
          params: ZCompanyParams,
          response: { 200: ZListFleetDronesResponse },
        },
      },
      async (request) => aircraft.listDrones(who(request)),
    );
    r.post(
      `${base}/drones`,
      {
        onRequest: right('Drones', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Add a drone from the catalogue',
          params: ZCompanyParams,
          body: ZDroneInput,
          response: { 201: ZFleetDrone },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await aircraft.createDrone(who(request), request.body)),
    );
    r.get(
      `${base}/drones/csv`,
      {
        onRequest: right('DroneCsvExport', 'GET'),
        schema: { tags, security, summary: 'The drones as CSV', params: ZCompanyParams },
      },
      async (request, reply) =>
        sendDownload(reply, {
          fileName: 'drones.csv',
          contentType: CSV,
          body: await csv.exportDrones(who(request)),
        }),
    );
    r.post(
      `${base}/drones/import`,
      {
        onRequest: right('Drones', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Preview or import drones from CSV (all rows or none)',
          params: ZCompanyParams,
          body: ZCsvImportRequest,
          response: { 200: ZCsvImportResponse },
        },
      },
      async (request) => csv.importDrones(who(request), request.body.csv, request.body.commit),
    );
    r.get(
      `${base}/drones/:id`,
      {
        onRequest: right('Drone', 'GET'),
        schema: {
          tags,
          security,
          summary: 'One drone',
          params: ZCompanyFleetParams,
          response: { 200: ZFleetDrone },
        },
      },
      async (request, reply) => {
        const drone = await aircraft.getDrone(who(request), request.params.id);
        sendEtag(reply, drone.etag);
        return drone;
      },
    );
    r.patch(
      `${base}/drones/:id`,
      {
        onRequest: right('Drone', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Edit a drone (If-Match: its etag)',
          params: ZCompanyFleetParams,
          headers: ZIfMatch,
          body: ZDronePatch,
          response: { 200: ZFleetDrone },
        },
      },
      async (request, reply) => {
        const drone = await aircraft.updateDrone(
          who(request),
          request.params.id,
          request.body,
          readIfMatch(request),
        );
        sendEtag(reply, drone.etag);
        return drone;
      },
    );
    r.delete(
      `${base}/drones/:id`,
      {
        onRequest: right('Drone', 'DELETE'),
        schema: {
          tags,
          security,
          summary: 'Delete a drone (its logbook flights stay)',
          params: ZCompanyFleetParams,
          headers: ZIfMatch,
        },
      },
      async (request, reply) => {
        await aircraft.deleteDrone(who(request), request.params.id, readIfMatch(request));
        return reply.status(204).send();
      },
    );

    // ---- batteries ----
    r.get(
      `${base}/batteries`,
      {
        onRequest: right('Batteries', 'GET'),
        schema: {
          tags,
          security,
          summary: "The workspace's batteries",
          params: ZCompanyParams,
          response: { 200: ZListFleetBatteriesResponse },
        },
      },
      async (request) => aircraft.listBatteries(who(request)),
    );
    r.post(
      `${base}/batteries`,
      {
        onRequest: right('Batteries', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Add a battery',
          params: ZCompanyParams,
          body: ZBatteryInput,
          response: { 201: ZFleetBattery },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await aircraft.createBattery(who(request), request.body)),
    );
    r.get(
      `${base}/batteries/csv`,
      {
        onRequest: right('BatteryCsvExport', 'GET'),
        schema: { tags, security, summary: 'The batteries as CSV', params: ZCompanyParams },
      },
      async (request, reply) =>
        sendDownload(reply, {
          fileName: 'batteries.csv',
          contentType: CSV,
          body: await csv.exportBatteries(who(request)),
        }),
    );
    r.post(
      `${base}/batteries/import`,
      {
        onRequest: right('Batteries', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Preview or import batteries from CSV (all rows or none)',
          params: ZCompanyParams,
          body: ZCsvImportRequest,
          response: { 200: ZCsvImportResponse },
        },
      },
      async (request) => csv.importBatteries(who(request), request.body.csv, request.body.commit),
    );
    r.patch(
      `${base}/batteries/:id`,
      {
        onRequest: right('Batteries', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Edit a battery (If-Match: its etag)',
          params: ZCompanyFleetParams,
          headers: ZIfMatch,
          body: ZBatteryPatch,
          response: { 200: ZFleetBattery },
        },
      },
      async (request, reply) => {
        const battery = await aircraft.updateBattery(
          who(request),
          request.params.id,
          request.body,
          readIfMatch(request),
        );
        sendEtag(reply, battery.etag);
        return battery;
      },
    );
    r.delete(
      `${base}/batteries/:id`,
      {
        onRequest: right('Batteries', 'DELETE'),
        schema: {
          tags,
          security,
          summary: 'Delete a battery',
          params: ZCompanyFleetParams,
          headers: ZIfMatch,
        },
      },
      async (request, reply) => {
        await aircraft.deleteBattery(who(request), request.params.id, readIfMatch(request));
        return reply.status(204).send();
      },
    );

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
          querystring: ZExportQuery,
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
  });
}
