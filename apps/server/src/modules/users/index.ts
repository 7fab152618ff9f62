export { createUsersService, SUPER_ADMIN, identifierTaken, isUniqueViolation } from './service.ts';
export type { UsersService, UserRecord, NewUserInput, InviteIdentity } from './service.ts';
export { usersRoutes } from './routes.ts';
