// The CLI's only contact with the outside world: files, stdout and the exit code.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
// Only the type of AppError: the class lives beside zod in @sortie/domain, and `--help` must not
// load zod (issue 18 §8 start-up). Thrown AppErrors are recognised by shape instead.
import type { AppError } from '@sortie/domain';

// Each command is its own bundle with its own copy of this module (build-cli.js), so `main` sees a
// CliError class other than the one a command threw: a registered symbol brands them instead.
const CLI_ERROR = Symbol.for('sortie.flightplan.CliError');

/** A refusal the CLI prints as the DESIGN.md error envelope and exits non-zero on. */
export class CliError extends Error {
  readonly [CLI_ERROR] = true;
  constructor(
    readonly type: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

function isCliError(e: unknown): e is CliError {
  return typeof e === 'object' && e !== null && (e as Partial<CliError>)[CLI_ERROR] === true;
}

function isAppError(e: unknown): e is AppError {
  return e instanceof Error && typeof (e as Partial<AppError>).type === 'string' && 'status' in e;
}

export function fromAppError(e: AppError): CliError {
  return new CliError(e.type, e.message, e.details);
}

export function readBytes(path: string): Uint8Array {
  try {
    return new Uint8Array(readFileSync(path));
  } catch {
    throw new CliError('file_not_found', `Cannot read ${path}.`, { path });
  }
}

export function writeOut(path: string, body: string | Uint8Array): void {
  writeFileSync(path, body);
}

export function fileName(path: string): string {
  return basename(path);
}

/** Prints one JSON object on stdout. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/** Prints the error envelope and sets a failing exit code. */
export function printError(e: unknown): void {
  const c = isCliError(e)
    ? e
    : isAppError(e)
      ? fromAppError(e)
      : new CliError('internal_error', e instanceof Error ? e.message : String(e));
  printJson({
    error: { type: c.type, message: c.message, ...(c.details ? { details: c.details } : {}) },
  });
  process.exitCode = 1;
}

/** A number option, refused with a typed error when it does not parse. */
export function numberOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n))
    throw new CliError('invalid_option', `--${name} must be a number.`, { field: name });
  return n;
}

/** "lng,lat" → [lng, lat]. */
export function lngLatOption(
  value: string | undefined,
  name: string,
): readonly [number, number] | undefined {
  if (value === undefined) return undefined;
  const [a, b] = value.split(',').map(Number);
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b)) {
    throw new CliError('invalid_option', `--${name} must be "lng,lat".`, { field: name });
  }
  return [a, b];
}
