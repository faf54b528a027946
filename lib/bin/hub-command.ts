import { startMercureHub } from '../realtime/hub/startMercureHub.js';
import type { CliCommand, CliIo } from './CliCommand.js';
import { HUB_FLAGS, hubCliOptions } from './hub-cli-options.js';

const USAGE = [
  'Usage: ux-datatables hub [options]',
  '',
  'Runs the development Mercure hub at http://<host>:<port>/.well-known/mercure until Ctrl-C.',
  'For development only: in production, use the Mercure hub (Go) or Symfony\'s, at their URL.',
  '',
  'Options (each falls back to the environment variable beside it):',
  ...Object.entries(HUB_FLAGS).map(([flag, { env, help }]) => `  --${flag.padEnd(30)} ${env.padEnd(37)} ${help}`),
  '',
].join('\n');

/** `ux-datatables hub`: starts the development hub, prints its URL, stops cleanly on SIGINT or SIGTERM. */
export const hubCommand: CliCommand = {
  name: 'hub',
  summary: 'run the development Mercure hub (not for production)',
  usage: USAGE,
  async run(args: string[], io: CliIo): Promise<number> {
    const options = hubCliOptions(args, io.env);
    const line = (...parts: unknown[]) => io.stderr.write(`${parts.map(String).join(' ')}\n`);
    const running = await startMercureHub({ ...options, logger: { warn: line, error: line } });
    io.stdout.write(`Mercure development hub listening on ${running.url}\n`);
    const signal = await new Promise<NodeJS.Signals>((resolve) => {
      const stop = (received: NodeJS.Signals) => {
        process.off('SIGINT', stop).off('SIGTERM', stop);
        resolve(received);
      };
      process.on('SIGINT', stop).on('SIGTERM', stop);
    });
    await running.close();
    io.stdout.write(`Mercure development hub stopped (${signal})\n`);
    return 0;
  },
};
