// What the missions area says for a refused call: the plan's limits (every feature error code,
// exceeded_max_mission_generation_count included) as the sentence of domain limit-messages.ts,
// built from the error's type and details so it names the limit; any other error as the server
// worded it.
import { AppError, limitErrorMessage } from '@sortie/domain';

export function errorText(error: unknown, fallback = 'Something went wrong. Try again.'): string {
  if (error instanceof AppError)
    return limitErrorMessage(error.type, error.details) ?? error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}
