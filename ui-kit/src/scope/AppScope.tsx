import { createContext, useContext, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';

const PortalContainerContext = createContext<HTMLElement | null>(null);

/** Where dialogs and menus portal to: inside the current app's root, so its namespaced styles reach them. */
export const usePortalContainer = (): HTMLElement | null => useContext(PortalContainerContext);

export interface AppScopeProps extends HTMLAttributes<HTMLDivElement> {
  /** The app's name; its styles only match inside `[data-scope="<scope>"]`. */
  scope: string;
  children: ReactNode;
}

/**
 * The root of one app's UI. Separately built apps share one styled-components instance, so each
 * gets its own namespace: its rules are prefixed with its root's selector and cannot collide with
 * or leak into another app's.
 */
export function AppScope({ scope, children, ...rest }: AppScopeProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <StyleSheetManager namespace={`[data-scope="${scope}"]`}>
      <div {...rest} data-scope={scope} ref={setRoot}>
        <PortalContainerContext value={root}>{children}</PortalContainerContext>
      </div>
    </StyleSheetManager>
  );
}

/** The root element of a federated remote's page: its own scope, marked `data-remote` for the shell's tests. */
export function RemoteRoot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <AppScope scope={name} data-remote={name}>
      {children}
    </AppScope>
  );
}
