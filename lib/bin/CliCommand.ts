/** Where a command writes and what it reads from its environment (injectable for specs). */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Readonly<Record<string, string | undefined>>;
}

/** A command of the `ux-datatables` bin: `ux-datatables <name> [options]`. */
export interface CliCommand {
  name: string;
  /** One line for the list of commands. */
  summary: string;
  /** The command's own help: its options and environment variables. */
  usage: string;
  /** Runs with the arguments after the name; resolves to the exit code. */
  run(args: string[], io: CliIo): Promise<number>;
}
