import { useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Where focus goes when a dialog opened without a Radix trigger closes: back to the button that
 * opened it, or to `fallback` when that button is gone (the card changed while the dialog was open).
 */
export function useReturnFocus(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** The button that opened the dialog (not document.activeElement: Safari does not focus a clicked button). */
    remember: (button: HTMLElement) => {
      opener.current = button;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = opener.current?.isConnected ? opener.current : fallback.current;
      target?.focus();
    },
  };
}
