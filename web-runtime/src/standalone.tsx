import { createQueryClient, PlatformProviders } from '@heartwise/web-runtime';
import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

/**
 * Runs a remote's page on its own (for working on it without the shell): the same providers the
 * shell gives it, and a router that shows the page at any path.
 */
export function renderStandalone({ scope, page: Page }: { scope: string; page: ComponentType }): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <PlatformProviders scope={scope} queryClient={createQueryClient()}>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<Page />} />
          </Routes>
        </BrowserRouter>
      </PlatformProviders>
    </StrictMode>,
  );
}
