import { pageSingleton } from '@heartwise/ui-kit';
import { Component, createContext, lazy, Suspense, useContext } from 'react';
import type { ComponentType, Context, LazyExoticComponent, ReactNode } from 'react';
import { runtimeSlot } from '../version.js';
import type { ExposedComponentId, ExposedComponents } from './exposed.js';

/** Loads `<remote>/<module>`; the shell provides it (it owns the federation runtime). */
export type RemoteModuleLoader = (id: string) => Promise<{ default: unknown }>;

type LoadedComponent = ComponentType<Record<string, unknown>>;

// One per page: the shell provides the loader through its copy of web-runtime, a remote reads it
// through its own.
const RemoteLoaderContext: Context<RemoteModuleLoader | null> = pageSingleton(
  runtimeSlot('remote-loader'),
  () => createContext<RemoteModuleLoader | null>(null),
);

/** The shell wraps its routes in this, so any remote can render another remote's component. */
export function RemoteLoaderProvider({
  loader,
  children,
}: {
  loader: RemoteModuleLoader;
  children: ReactNode;
}) {
  return <RemoteLoaderContext value={loader}>{children}</RemoteLoaderContext>;
}

// One lazy component per id and loader (and page), so re-renders never load a module again.
const lazyComponents = pageSingleton(
  runtimeSlot('remote-components'),
  () => new WeakMap<RemoteModuleLoader, Map<string, LazyExoticComponent<LoadedComponent>>>(),
);

function lazyFor(loader: RemoteModuleLoader, id: string): LazyExoticComponent<LoadedComponent> {
  let byId = lazyComponents.get(loader);
  if (!byId) lazyComponents.set(loader, (byId = new Map()));
  let component = byId.get(id);
  if (!component)
    byId.set(
      id,
      (component = lazy(() => loader(id).then((module) => ({ default: module.default as LoadedComponent })))),
    );
  return component;
}

class Boundary extends Component<
  { id: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error(`Remote component ${this.props.id} failed`, error);
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteComponentProps<K extends ExposedComponentId> {
  id: K;
  props: ExposedComponents[K];
  /** What shows when the other remote cannot load (default: a short sentence, role="alert"). */
  fallback?: ReactNode;
  /** What shows while it loads (default: nothing). */
  loading?: ReactNode;
}

function Unavailable() {
  return <p role="alert">This part of Heartwise could not load right now. Please try again later.</p>;
}

/** Renders a component another remote exposes; a failure stays inside this slot. */
export function RemoteComponent<K extends ExposedComponentId>({
  id,
  props,
  fallback = <Unavailable />,
  loading = null,
}: RemoteComponentProps<K>) {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) return <>{fallback}</>;
  // The loaded module's props are ExposedComponents[K] by the agreement in exposed.ts.
  const Loaded = lazyFor(loader, id) as unknown as ComponentType<ExposedComponents[K]>;
  return (
    <Boundary id={id} fallback={fallback}>
      <Suspense fallback={loading}>
        <Loaded {...props} />
      </Suspense>
    </Boundary>
  );
}
