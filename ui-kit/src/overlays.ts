// Heartwise overlays: the Radix-based parts (focus trapping, dialogs, tabs, toasts). A separate shared
// entry so pages that don't use them never download them. Files here import the core through
// '@heartwise/ui-kit', never by relative path, so they use the copy of the core their app was given.
import { createElement, lazy, Suspense } from 'react';

export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/Tabs.js';
export { Slider } from './components/Slider.js';
export type { SliderProps } from './components/Slider.js';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogFormActions,
  DialogTitle,
  DialogTrigger,
} from './components/Dialog.js';
export type { DialogContentProps } from './components/Dialog.js';
export { ConfirmDialog } from './components/ConfirmDialog.js';
export type { ConfirmDialogProps } from './components/ConfirmDialog.js';
// DropdownMenu is '@heartwise/ui-kit/menu': its positioning engine would ride along with every dialog.
// The toast region is its own chunk (still this entry's, so the same Radix layers as the dialogs):
// only a page that shows a toast downloads it.
const ToastRegion = lazy(() => import('./toast/Toaster.js').then((module) => ({ default: module.Toaster })));
export const Toaster = () => createElement(Suspense, { fallback: null }, createElement(ToastRegion));
export { RadioGroup, RadioGroupItem } from './components/RadioGroup.js';
export { Progress } from './components/Progress.js';
export type { ProgressProps } from './components/Progress.js';
export { HelplinesDialog } from './support/HelplinesDialog.js';
export type { HelplinesDialogProps } from './support/HelplinesDialog.js';
