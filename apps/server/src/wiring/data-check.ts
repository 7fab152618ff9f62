// Data Check (issue 14): run summaries and free runs, rate-limited for signed-out callers; a
// workspace's plan counts only for its members.
import type { FastifyInstance } from 'fastify';
import type { AccessGuards } from '../access/index.ts';
import type { Guards } from '../http/auth.ts';
import { brandOfRequest, type BrandsService } from '../modules/brands/index.ts';
import {
  createDataVerificationService,
  dataVerificationRoutes,
} from '../modules/data-verification/index.ts';
import type { Infrastructure } from './infrastructure.ts';

export type DataCheckDeps = Pick<Infrastructure, 'db' | 'config' | 'clock'> & {
  access: AccessGuards;
  guards: Guards;
  brands: BrandsService;
};

export function wireDataCheck(app: FastifyInstance, deps: DataCheckDeps) {
  const { db, config, clock, access, guards, brands } = deps;
  const dataVerification = createDataVerificationService({
    db,
    clock,
    planKeyOf: async (companyId, userId) =>
      (await access.findMembership(companyId, userId))?.planKey ?? null,
  });

  async function registerRoutes(): Promise<void> {
    await app.register(
      dataVerificationRoutes({
        dataVerification,
        guards,
        brandKeyOf: (request) => brandOfRequest(brands, request).brand.key,
        rateLimit: {
          max: config.rateLimit.dataCheckMax,
          timeWindow: config.rateLimit.publicWindowSeconds * 1000,
        },
      }),
      { prefix: '/api/v4' },
    );
  }

  return { registerRoutes };
}
