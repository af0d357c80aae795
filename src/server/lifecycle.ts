// Shutdown hooks for whatever the server opened (the database, the data-dir lock). Under the
// production host (src/host/start.ts) it closes everything after it stopped accepting connections
// and let open requests finish; without one (astro dev, tools) we close on signals ourselves.
import { log } from './log';

type Closer = () => Promise<void> | void;

const closers = new Map<string, Closer>();
let hostManaged = false;
let signalsInstalled = false;

/** Called by the host before it loads the app: it decides when to close. */
export function setHostManaged(): void {
  hostManaged = true;
}

export function onShutdown(name: string, close: Closer): void {
  closers.set(name, close);
  if (hostManaged || signalsInstalled) return;
  signalsInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void closeAll().finally(() => process.exit(0));
    });
  }
}

export async function closeAll(): Promise<void> {
  // newest first: what was opened last may depend on what was opened before it
  for (const [name, close] of [...closers].reverse()) {
    closers.delete(name);
    try {
      await close();
    } catch (err) {
      log.error({ scope: 'shutdown', err }, `closing ${name} failed`);
    }
  }
}
