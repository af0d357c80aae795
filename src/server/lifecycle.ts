// Shutdown hooks for whatever the server opened (the database, the data-dir lock).
// The registry lives on globalThis so that scripts/start.mjs, which sits outside the Astro
// bundle, can close everything after it has stopped accepting connections and let in-flight
// requests finish. Without such a host (astro preview, one-off scripts) we close on signals
// ourselves.
type Closer = () => Promise<void> | void;

interface Registry {
  closers: Map<string, Closer>;
  signalsInstalled: boolean;
  closeAll: () => Promise<void>;
}

const KEY = Symbol.for('shop.lifecycle');
/** set to true by scripts/start.mjs: it decides when to close, so we install no signal handlers */
const HOST_MANAGED = Symbol.for('shop.lifecycle.hostManaged');

function registry(): Registry {
  const g = globalThis as unknown as Record<symbol, Registry | undefined>;
  let r = g[KEY];
  if (!r) {
    const closers = new Map<string, Closer>();
    r = {
      closers,
      signalsInstalled: false,
      closeAll: async () => {
        // newest first: what was opened last may depend on what was opened before it
        for (const [name, close] of [...closers].reverse()) {
          closers.delete(name);
          try {
            await close();
          } catch (err) {
            console.error(`[shutdown] closing ${name} failed:`, err);
          }
        }
      },
    };
    g[KEY] = r;
  }
  return r;
}

export function onShutdown(name: string, close: Closer): void {
  const r = registry();
  r.closers.set(name, close);
  const hostManaged = (globalThis as unknown as Record<symbol, unknown>)[HOST_MANAGED] === true;
  if (hostManaged || r.signalsInstalled) return;
  r.signalsInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void r.closeAll().finally(() => process.exit(0));
    });
  }
}

export function forgetShutdown(name: string): void {
  registry().closers.delete(name);
}

export function closeAll(): Promise<void> {
  return registry().closeAll();
}
