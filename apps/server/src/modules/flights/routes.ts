// POST /company/{c}/missions/{id}/flights: the pilot app's flight reports. HTTP only; the service
// checks the site level (edit access reports flights).
import {
  ZCompanyMissionParams,
  ZReportFlightRequest,
  ZReportFlightResponse,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FlightsService } from './service.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import type { CompanyGuards } from '../../access/index.ts';

export function flightsRoutes(deps: { flights: FlightsService; guards: CompanyGuards }) {
  const { flights, guards } = deps;

  return routePlugin(function routes(app) {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/company/:companyId/missions/:id/flights',
      {
        onRequest: guards.requireCompanyRight('Missions', 'POST'),
        schema: {
          tags: ['missions'],
          security,
          summary:
            'Report a flight of the mission (started, then completed with its duration); the same flight_id counts once (edit access)',
          params: ZCompanyMissionParams,
          body: ZReportFlightRequest,
          response: { 200: ZReportFlightResponse, 201: ZReportFlightResponse },
        },
      },
      async (request, reply) => {
        const { response, created } = await flights.report(
          guards.membershipOf(request),
          request.params.id,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(response);
      },
    );
  });
}
