// Heartwise menus: Radix DropdownMenu with its positioning engine (floating-ui), the heaviest of the
// overlays. Its own entry, outside '@heartwise/ui-kit/overlays', so a page that only shows dialogs
// and tabs (a youth's dashboard and its check-in) does not download it; the header's account menu
// loads it when first opened.
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './components/DropdownMenu.js';
