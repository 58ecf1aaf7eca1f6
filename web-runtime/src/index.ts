// Heartwise web runtime, core entry: what every front end runs besides the design system (the typed
// client of the contracts' operations, query keys and the current user; the 401 rule; the
// federation bridge; the providers of the app that owns the page). Shared non-singleton by the
// shell and every remote (docs/deploy.md): its page-wide state lives in pageSingleton slots, so
// copies of one major share it.
export { WEB_RUNTIME_VERSION } from './version.js';
export { PlatformProviders } from './providers/PlatformProviders.js';

export {
  ApiError,
  apiRequest,
  getJson,
  keyPath,
  sendJson,
  serverMessage,
  setApiBaseUrl,
} from './data/fetcher.js';
export type { GetJsonOptions, HttpMethod } from './data/fetcher.js';
export { queryKeys } from './data/queryKeys.js';
export { callApi } from './api/callApi.js';
export { apiKey, apiKeyWithin, sharedKey } from './api/apiKey.js';
export type { ApiKey } from './api/apiKey.js';
export { toastFailure } from './api/toastFailure.js';
export { createQueryClient } from './data/queryClient.js';
export {
  currentUserQuery,
  fetchCurrentUser,
  firstNameOrFriend,
  useCurrentUser,
  userInitial,
} from './data/currentUser.js';

export { RemoteComponent, RemoteLoaderProvider } from './federation/RemoteComponent.js';
export type { RemoteComponentProps, RemoteModuleLoader } from './federation/RemoteComponent.js';
export { RemoteRoot, RuntimeMismatchError } from './federation/RemoteRoot.js';
export { hostRuntime, runtimeMismatch } from './federation/hostRuntime.js';
export type { HostRuntime } from './federation/hostRuntime.js';
export type {
  EmotionCheckInDialogProps,
  ExposedComponentId,
  ExposedComponents,
} from './federation/exposed.js';
export {
  handleUnauthorized,
  isUnauthorized,
  loginNavigation,
  sendToLogin,
  SIGNED_OUT_REDIRECT_MS,
  useSignedOutRedirect,
  watchSessionEnd,
} from './session/signedOut.js';
export { sessionEnded, SIGNED_OUT_NOTICE } from './session/sessionEnded.js';
export {
  fetchHelplines,
  HELPLINES_PATH,
  HELPLINES_WAIT_MS,
  helplinesQuery,
  helplinesQueryFor,
  useHelplines,
} from './support/helplines.js';
export {
  browserHelplineCountry,
  chosenHelplineCountry,
  effectiveHelplineCountry,
  setChosenHelplineCountry,
  useBrowserHelplineCountry,
  useHelplineCountry,
} from './support/helplineCountry.js';
export type { ShownHelplines } from './support/helplines.js';
export { Helplines } from './support/Helplines.js';
export { useOnline } from './network/online.js';
export * from './offline/index.js';
