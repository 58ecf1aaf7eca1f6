// Heartwise design system, core entry: shared by the shell and every remote (a federation singleton).
// Light on purpose: the Radix overlays (dialog, menu, tabs, toasts) live in '@heartwise/ui-kit/overlays',
// so a visitor's first page does not download them.
export { theme, media } from './theme/theme.js';
export type { Theme } from './theme/theme.js';
export { GlobalStyle } from './theme/GlobalStyle.js';
export { AppScope, RemoteRoot, usePortalContainer } from './scope/AppScope.js';
export type { AppScopeProps } from './scope/AppScope.js';
export { PlatformProviders } from './providers/PlatformProviders.js';

export { Button } from './components/Button.js';
export type { ButtonSize, ButtonStyleProps, ButtonVariant } from './components/Button.js';
export { Card, CardDescription, CardFooter, CardHeader, CardTitle } from './components/Card.js';
export { Container, Grid, Muted, PageTitle, SectionTitle, Stack } from './components/layout.js';
export { ChoiceField, FieldError, Input, Label, TextField } from './components/Field.js';
export { TextAreaField } from './components/TextAreaField.js';
export type { TextAreaFieldProps } from './components/TextAreaField.js';
export { LoadFailed } from './components/LoadFailed.js';
export { DataTable } from './components/Table.js';
export { Select } from './components/Select.js';
export { SupportNoticePanel } from './components/SupportNoticePanel.js';
export type { SupportNoticePanelProps } from './components/SupportNoticePanel.js';
export type { ChoiceFieldProps, TextFieldProps } from './components/Field.js';
export { PageSpinner, Spinner } from './components/Spinner.js';
export { Skeleton } from './components/Skeleton.js';
export { Badge } from './components/Badge.js';
export { VisuallyHidden } from './components/VisuallyHidden.js';
export type { BadgeTone } from './components/Badge.js';
export { Avatar } from './components/Avatar.js';
export { Icon } from './components/Icon.js';
export type { IconName } from './components/Icon.js';
export type { AvatarProps } from './components/Avatar.js';

export {
  toast,
  dismissToast,
  useToasts,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
} from './toast/toastStore.js';
export type { ToastItem, ToastOptions, ToastVariant } from './toast/toastStore.js';

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
export { createQueryClient } from './data/queryClient.js';
export { formatDate, formatMoment, personLabel } from './format.js';
export {
  currentUserQuery,
  fetchCurrentUser,
  firstNameOrFriend,
  useCurrentUser,
  userInitial,
} from './data/currentUser.js';

export { RemoteComponent, RemoteLoaderProvider } from './federation/RemoteComponent.js';
export type { RemoteComponentProps, RemoteModuleLoader } from './federation/RemoteComponent.js';
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
} from './session/signedOut.js';
export { CheckboxField } from './components/CheckboxField.js';
export type { CheckboxFieldProps } from './components/CheckboxField.js';
export {
  fetchHelplines,
  GET_HELP_NOW,
  HELP_INTRO,
  HELPLINES_PATH,
  HELPLINES_WAIT_MS,
  helplinesQuery,
  useHelplines,
} from './support/helplines.js';
export type { ShownHelplines } from './support/helplines.js';
export { HelplineList } from './support/HelplineList.js';
