// `flightplan` command line: a thin wrapper over the public API (STYLE.md). Every outcome is one
// JSON object on stdout; refusals are `{"error":{"type","message"}}` with a non-zero exit code.
// `--help` (or `help`) prints the usage text and exits 0.
// Commands load on use (issue 18 §8): `--help` needs none of the engine, and each command only
// its own part of it.
import { CliError, printError } from './io.ts';
import { USAGE, wantsHelp } from './usage.ts';

export async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'help' || wantsHelp(argv)) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  try {
    if (command === 'plan') await (await import('./plan-command.ts')).planCommand(rest);
    else if (command === 'export') await (await import('./export-command.ts')).exportCommand(rest);
    else if (command === 'gcps') await (await import('./gcps-command.ts')).gcpsCommand(rest);
    else
      throw new CliError('invalid_command', `Unknown command "${command ?? ''}". Usage:\n${USAGE}`);
  } catch (e) {
    // parseArgs throws TypeErrors with a code for unknown or malformed options.
    if (e instanceof TypeError && 'code' in e)
      printError(new CliError('invalid_option', e.message));
    else printError(e);
  }
}

await main(process.argv.slice(2));
