import { createContext, useContext, useState } from 'react';
import type { Context, HTMLAttributes, ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';
import { majorOf, pageSingleton } from '../page/pageSingleton.js';
import { UI_KIT_VERSION } from '../version.js';

// One per page (pageSingleton): a dialog from one copy of ui-kit must find the scope another copy drew.
const PortalContainerContext: Context<HTMLElement | null> = pageSingleton(
  `ui-kit.portal-container.v${majorOf(UI_KIT_VERSION)}`,
  () => createContext<HTMLElement | null>(null),
);

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
