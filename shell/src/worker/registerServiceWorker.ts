/**
 * Installs the service worker (issue 18: an installable app that tolerates a bad connection) once
 * the page has loaded, so it never competes with the first render. Production builds only: a
 * development server's files change under it.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The offline helper could not be installed; Heartwise works without it', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
