export { createAuthService } from './service.ts';
export type { AuthService, AuthSettings } from './service.ts';
export { createRecoveryService } from './recovery.ts';
export type { RecoveryService } from './recovery.ts';
export { createGoogleSignIn } from './google.ts';
export type { GoogleSignIn } from './google.ts';
export { createTokenSigner } from './tokens.ts';
export { authRoutes } from './routes.ts';
export { hashPassword } from './password.ts';
