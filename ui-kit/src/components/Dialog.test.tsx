import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { AppScope } from '../scope/AppScope.js';
import { theme } from '../theme/theme.js';
import { Button } from './Button.js';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './Dialog.js';

const renderPage = (page: ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <AppScope scope="test">{page}</AppScope>
    </ThemeProvider>,
  );

/** A dialog a page opens itself (no Radix trigger), as a check-in or a table row's button does. */
function OpenedByThePage({ ownFocus = false }: { ownFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Today
      </h2>
      <Button type="button" onClick={() => setOpen(true)}>
        Check in now
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          {...(ownFocus
            ? {
                onCloseAutoFocus: (event: Event) => {
                  event.preventDefault();
                  heading.current?.focus();
                },
              }
            : {})}
        >
          <DialogTitle>How are you feeling right now?</DialogTitle>
          <DialogDescription>Choose an emotion.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

const closeWithEscape = async () => {
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

describe('focus when a dialog closes (issue 19: it fell to <body>)', () => {
  it('goes back to the button that opened a dialog the page opened itself', async () => {
    renderPage(<OpenedByThePage />);
    const opener = screen.getByRole('button', { name: 'Check in now' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'How are you feeling right now?' });
    await waitFor(() => expect(document.activeElement).not.toBe(opener));
    await closeWithEscape();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('goes back to the pressed button even when pressing it did not focus it (as in Safari)', async () => {
    renderPage(<OpenedByThePage />);
    const opener = screen.getByRole('button', { name: 'Check in now' });
    fireEvent.pointerDown(opener);
    fireEvent.click(opener);
    expect(document.activeElement).not.toBe(opener);
    await screen.findByRole('dialog');
    await closeWithEscape();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("leaves it where the page's own onCloseAutoFocus puts it", async () => {
    renderPage(<OpenedByThePage ownFocus />);
    const opener = screen.getByRole('button', { name: 'Check in now' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog');
    await closeWithEscape();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Today' })));
    // A moment later it is still there: the fallback only acts when focus is lost.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Today' }));
  });

  it('goes back to a Radix trigger, as before', async () => {
    renderPage(
      <Dialog>
        <DialogTrigger asChild>
          <Button type="button">Guidelines</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Community Guidelines</DialogTitle>
          <DialogDescription>Seven rules.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Guidelines' });
    fireEvent.click(trigger);
    await screen.findByRole('dialog');
    await closeWithEscape();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
