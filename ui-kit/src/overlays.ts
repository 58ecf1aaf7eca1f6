// Heartwise overlays: the Radix-based parts (focus trapping, menus, tabs, toasts). A separate shared
// entry so pages that don't use them never download them. Files here import the core through
// '@heartwise/ui-kit', never by relative path, so they meet the one shared instance of its context and toast store.
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/Tabs.js';
export { Slider } from './components/Slider.js';
export type { SliderProps } from './components/Slider.js';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './components/Dialog.js';
export type { DialogContentProps } from './components/Dialog.js';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './components/DropdownMenu.js';
export { Toaster } from './toast/Toaster.js';
export { RadioGroup, RadioGroupItem } from './components/RadioGroup.js';
export { Progress } from './components/Progress.js';
export type { ProgressProps } from './components/Progress.js';
