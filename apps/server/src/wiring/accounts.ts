// Accounts: companies, people, mail, brands and sign-in (password, Google, recovery, e-mail
// verification); their routes are the brand, basemap, auth and users plugins.
import type { FastifyInstance } from 'fastify';
import { createGuards } from '../http/auth.ts';
import {
  authRoutes,
  createAuthService,
  createGoogleSignIn,
  createRecoveryService,
  createVerificationService,
  createTokenSigner,
} from '../modules/auth/index.ts';
import { basemapRoutes, basemapUrl } from '../modules/basemap/index.ts';
import { brandApiRoutes, brandAssetRoutes, createBrandsService } from '../modules/brands/index.ts';
import { createMailService } from '../modules/mail/index.ts';
import { createUsersService, usersRoutes, type InviteIdentity } from '../modules/users/index.ts';
import { createCompaniesService } from '../modules/workspaces/index.ts';
import { webErrorReports } from '../reporting/web-reports.ts';
import { scopeStorage } from '../storage/index.ts';
import type { Infrastructure } from './infrastructure.ts';

export type AccountsDeps = Pick<Infrastructure, 'db' | 'config' | 'clock' | 'files' | 'caches'> & {
  /** Resolved at request time: workspaces are wired after accounts, and they need users. */
  pendingInvites: (who: InviteIdentity) => Promise<unknown[]>;
};

export function wireAccounts(app: FastifyInstance, deps: AccountsDeps) {
  const { db, config, clock, files, caches } = deps;
  const companies = createCompaniesService({ db, clock });
  const pictures = scopeStorage(files, 'pictures');
  const users = createUsersService({
    db,
    clock,
    companies,
    pendingInvites: deps.pendingInvites,
    pictures,
  });
  const mail = createMailService({
    db,
    clock,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger: app.log,
  });
  const google = createGoogleSignIn({
    oidc: config.oidc,
    publicUrl: config.publicUrl,
    cookieSecret: config.jwtSecret,
  });
  const brands = createBrandsService({
    brandsDir: config.brandsDir,
    defaultBrand: config.defaultBrand,
    googleSignInEnabled: google.enabled,
  });
  const signer = createTokenSigner(config.jwtSecret, config.tokenTtlSeconds);
  const auth = createAuthService({
    db,
    clock,
    users,
    signer,
    google,
    sessionCache: caches.sessions,
    settings: {
      sessionTtlSeconds: config.sessionTtlSeconds,
      loginLimits: {
        perIpAndAccount: config.rateLimit.loginMax,
        perAccount: config.rateLimit.loginAccountMax,
        perIp: config.rateLimit.loginIpMax,
        windowSeconds: config.rateLimit.loginWindowSeconds,
      },
    },
  });
  const recovery = createRecoveryService({ db, clock, users, mail });
  const verification = createVerificationService({ db, clock, users, mail });
  const guards = createGuards((token) => auth.verifyToken(token));

  async function registerRoutes(): Promise<void> {
    await app.register(brandAssetRoutes(brands));
    await app.register(
      brandApiRoutes(brands, {
        basemapUrl: basemapUrl(config.basemapPmtiles),
        errorReports: webErrorReports(config.ops),
      }),
      { prefix: '/api/v4' },
    );
    await app.register(basemapRoutes(config.basemapPmtiles), { prefix: '/api/v4' });
    await app.register(
      authRoutes({
        auth,
        recovery,
        verification,
        google,
        brands,
        guards,
        publicUrl: config.publicUrl,
        fallbackOrigin: `http://localhost:${config.port}`,
        publicRateLimit: {
          max: config.rateLimit.publicMax,
          timeWindow: config.rateLimit.publicWindowSeconds * 1000,
        },
        registerRateLimit: {
          max: config.rateLimit.registerMax,
          timeWindow: config.rateLimit.publicWindowSeconds * 1000,
        },
      }),
      { prefix: '/api/v4' },
    );
    await app.register(
      usersRoutes({
        users,
        guards,
        pictures,
        lookupRateLimit: {
          max: config.rateLimit.lookupMax,
          timeWindow: config.rateLimit.publicWindowSeconds * 1000,
        },
      }),
      { prefix: '/api/v4' },
    );
  }

  return { companies, users, mail, brands, auth, guards, registerRoutes };
}
