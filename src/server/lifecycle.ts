// Shutdown hooks for whatever the server opened (the database, the data-dir lock).
// The production host (src/host/start.ts) imports this module from source while the Astro bundle
// carries its own copy, so the registry is kept per process rather than per module instance.
// With a host, it closes everything after it stopped accepting connections and let open requests
// finish; without one (astro dev, tools) we close on signals ourselves.
import { perProcess } from './perProcess';

type Closer = () => Promise<void> | void;

interface Registry {
  closers: Map<string, Closer>;
  hostManaged: boolean;
  signalsInstalled: boolean;
}

function registry(): Registry {
  return perProcess<Registry>('lifecycle', () => ({ closers: new Map(), hostManaged: false, signalsInstalled: false }));
}

/** Called by the host before it loads the app: it decides when to close. */
export function setHostManaged(): void {
  registry().hostManaged = true;
}

export function onShutdown(name: string, close: Closer): void {
  const r = registry();
  r.closers.set(name, close);
  if (r.hostManaged || r.signalsInstalled) return;
  r.signalsInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void closeAll().finally(() => process.exit(0));
    });
  }
}

export async function closeAll(): Promise<void> {
  const { closers } = registry();
  // newest first: what was opened last may depend on what was opened before it
  for (const [name, close] of [...closers].reverse()) {
    closers.delete(name);
    try {
      await close();
    } catch (err) {
      console.error(`[shutdown] closing ${name} failed:`, err);
    }
  }
}
