import type { CliCommand, CliIo } from './CliCommand.js';
import { UsageError } from './UsageError.js';
import { hubCommand } from './hub-command.js';
import { indexesCommand } from './indexes-command.js';
import { makeDataTableCommand } from './make-datatable-command.js';
import { schemaCommand } from './schema-command.js';

/** The commands of the bin, by name. */
export const COMMANDS: readonly CliCommand[] = [hubCommand, indexesCommand, makeDataTableCommand, schemaCommand];

/** The list of commands. */
export function mainUsage(commands: readonly CliCommand[] = COMMANDS): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  return [
    'Usage: ux-datatables <command> [options]',
    '',
    'Commands:',
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'Run "ux-datatables <command> --help" for the options of a command.',
    '',
  ].join('\n');
}

/**
 * Dispatches `argv` (without node and the script) to its command; resolves to the exit code:
 * 0 for success and help, 1 for a failure, 2 for a wrong command line.
 */
export async function runCli(argv: readonly string[], io: CliIo, commands: readonly CliCommand[] = COMMANDS): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    (name === undefined ? io.stderr : io.stdout).write(mainUsage(commands));
    return name === undefined ? 2 : 0;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (command === undefined) {
    io.stderr.write(`Unknown command "${name}".\n\n${mainUsage(commands)}`);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(command.usage);
    return 0;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\n\n${command.usage}`);
      return 2;
    }
    io.stderr.write(`ux-datatables ${name}: ${(error as Error).message}\n`);
    return 1;
  }
}
