import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { AppScope } from '../scope/AppScope.js';
import { theme } from '../theme/theme.js';
import { Button } from './Button.js';
import { ConfirmDialog } from './ConfirmDialog.js';

/** What a page gives the design system: the theme and an app's scope (where dialogs portal to). */
const renderPage = (page: ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <AppScope scope="test">{page}</AppScope>
    </ThemeProvider>,
  );

interface Story {
  pending?: boolean;
  error?: string;
  onConfirm?: () => void;
}

/** "Remove Sam" opens the question through the dialog's own trigger. */
function RemoveButton({ pending = false, error, onConfirm = () => undefined }: Story) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button type="button">Remove Sam</Button>}
      title="Remove Sam?"
      description="Sam will no longer see this group."
      confirmLabel="Remove"
      pendingLabel="Removing..."
      pending={pending}
      error={error}
      onConfirm={onConfirm}
    />
  );
}

/** A table row's button opens it; the page holds who is being asked about. */
function RowOfPeople({ onConfirm }: { onConfirm: (name: string) => void }) {
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <>
      {['Sam', 'Lee'].map((name) => (
        <Button key={name} type="button" onClick={() => setAsking(name)}>
          {`Deactivate ${name}`}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={`Deactivate ${asking ?? ''}?`}
        description="They won't be able to sign in."
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        cancelLabel="Keep them"
        pending={false}
        onConfirm={() => {
          if (asking) onConfirm(asking);
        }}
      />
    </>
  );
}

const openWithKeyboard = (name: string) => {
  const opener = screen.getByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('ConfirmDialog: "are you sure?" before something that cannot be taken back', () => {
  it('asks in an alert dialog named by its question and described by what happens', () => {
    renderPage(<RemoveButton />);
    openWithKeyboard('Remove Sam');

    const dialog = screen.getByRole('alertdialog', { name: 'Remove Sam?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Sam will no longer see this group.',
    );
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('sends nothing on Cancel, and gives focus back to the button that opened it', async () => {
    const onConfirm = jest.fn();
    renderPage(<RemoveButton onConfirm={onConfirm} />);
    const opener = openWithKeyboard('Remove Sam');

    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('answers no to Escape', async () => {
    const onConfirm = jest.fn();
    renderPage(<RemoveButton onConfirm={onConfirm} />);
    openWithKeyboard('Remove Sam');

    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms once asked to', () => {
    const onConfirm = jest.fn();
    renderPage(<RemoveButton onConfirm={onConfirm} />);
    openWithKeyboard('Remove Sam');

    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while the answer is being sent, says so and cannot be confirmed twice', () => {
    const onConfirm = jest.fn();
    renderPage(<RemoveButton pending onConfirm={onConfirm} />);
    openWithKeyboard('Remove Sam');

    const confirm = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Removing...' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('announces why it did not work and stays open', () => {
    renderPage(<RemoveButton error="We could not remove Sam. Please try again." />);
    openWithKeyboard('Remove Sam');

    const dialog = screen.getByRole('alertdialog', { name: 'Remove Sam?' });
    expect(within(dialog).getByRole('alert').textContent).toBe('We could not remove Sam. Please try again.');
  });

  it("opened by a row's button, names that row's person and gives focus back to that button", async () => {
    const onConfirm = jest.fn();
    renderPage(<RowOfPeople onConfirm={onConfirm} />);
    const opener = openWithKeyboard('Deactivate Lee');

    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate Lee?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(onConfirm).not.toHaveBeenCalled();

    openWithKeyboard('Deactivate Sam');
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Deactivate Sam?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(onConfirm).toHaveBeenCalledWith('Sam');
  });
});
