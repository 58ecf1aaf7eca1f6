// Heartwise design system, core entry: shared by the shell and every remote (non-singleton: see
// docs/deploy.md). Light on purpose: the Radix overlays (dialog, tabs, toasts) live in
// '@heartwise/ui-kit/overlays', so a visitor's first page does not download them.
export { UI_KIT_VERSION } from './version.js';
export { majorOf, pageSingleton } from './page/pageSingleton.js';
export { theme, media } from './theme/theme.js';
export type { Theme } from './theme/theme.js';
export { GlobalStyle } from './theme/GlobalStyle.js';
export { AppScope, usePortalContainer } from './scope/AppScope.js';
export type { AppScopeProps } from './scope/AppScope.js';

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
export { Sparkline, sparklineText } from './components/Sparkline.js';
export type { SparklineProps } from './components/Sparkline.js';
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

export { formatDate, formatMoment, personLabel } from './format.js';
export { CheckboxField } from './components/CheckboxField.js';
export type { CheckboxFieldProps } from './components/CheckboxField.js';
export { GET_HELP_NOW, HELP_INTRO } from './support/words.js';
export { HelplineList } from './support/HelplineList.js';
