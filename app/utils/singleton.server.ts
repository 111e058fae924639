/**
 * One instance per process, even when Vite re-evaluates modules in development;
 * two PGlite instances on one data folder would corrupt it.
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __singletons?: Map<string, unknown> };
  store.__singletons ??= new Map();
  if (!store.__singletons.has(name)) store.__singletons.set(name, create());
  return store.__singletons.get(name) as T;
}
