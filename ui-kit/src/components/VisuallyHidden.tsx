import * as VisuallyHiddenPrimitive from '@radix-ui/react-visually-hidden';

/** Text for screen readers only. */
export const VisuallyHidden = VisuallyHiddenPrimitive.Root;
