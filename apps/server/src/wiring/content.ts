// Content: industry news and tips (issue 16); their thumbnails share the 'content' folder, and a
// brand may turn news off.
import type { FastifyInstance } from 'fastify';
import type { AccessGuards } from '../access/index.ts';
import { brandOfRequest, type BrandsService } from '../modules/brands/index.ts';
import { createNewsService, newsRoutes } from '../modules/news/index.ts';
import { createTipsService, tipsRoutes } from '../modules/tips/index.ts';
import { scopeStorage } from '../storage/index.ts';
import type { Infrastructure } from './infrastructure.ts';

export type ContentDeps = Pick<Infrastructure, 'db' | 'clock' | 'files'> & {
  access: AccessGuards;
  brands: BrandsService;
};

export function wireContent(app: FastifyInstance, deps: ContentDeps) {
  const { db, clock, files, access, brands } = deps;
  const contentFiles = scopeStorage(files, 'content');
  const news = createNewsService({ db, clock, thumbnails: contentFiles });
  const tips = createTipsService({ db, clock });

  async function registerRoutes(): Promise<void> {
    await app.register(
      newsRoutes({
        news,
        access,
        thumbnails: contentFiles,
        newsDisabled: (request) =>
          brandOfRequest(brands, request).brand.disabledFeatures.includes('news'),
      }),
      { prefix: '/api/v4' },
    );
    await app.register(tipsRoutes({ tips, access }), { prefix: '/api/v4' });
  }

  return { registerRoutes };
}
