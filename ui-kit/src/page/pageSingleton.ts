/**
 * State that must be one per page whichever copy of a shared package asks for it. Our packages are
 * shared non-singleton (docs/deploy.md): a remote built against a newer minor may run its own copy
 * beside the shell's, and both must meet the same toasts, contexts and settings. So such state
 * lives on `globalThis` under `Symbol.for('heartwise.<key>')`, where `key` ends in the owning
 * package's major (`ui-kit.toasts.v1`): copies of one major share it, so changing its shape is a
 * major version.
 */
export function pageSingleton<T>(key: string, create: () => T): T {
  const slots = globalThis as unknown as Record<symbol, unknown>;
  const slot = Symbol.for(`heartwise.${key}`);
  if (!(slot in slots)) slots[slot] = create();
  return slots[slot] as T;
}

/** The major of a `major.minor.patch` version: what the page-wide keys and the host check compare. */
export const majorOf = (version: string): number => Number.parseInt(version, 10);
