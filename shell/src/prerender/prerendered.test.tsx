import { afterEach, describe, expect, it } from '@jest/globals';
import { drawnForAddress, holdEarlySubmits, onFirstUse, PENDING_SUBMIT_ATTRIBUTE } from './prerendered.js';

/** The drawn /auth, as far as these need it: a marked root with a form and a field. */
function drawnPage(): { root: HTMLElement; field: HTMLInputElement; form: HTMLFormElement } {
  document.body.innerHTML =
    '<div id="root" data-prerendered="/auth"><h1>Welcome</h1>' +
    '<form aria-label="Sign in" method="post"><input name="username"><button>Sign In</button></form></div>';
  const root = document.getElementById('root') as HTMLElement;
  return {
    root,
    field: root.querySelector('input') as HTMLInputElement,
    form: root.querySelector('form') as HTMLFormElement,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a drawn page before the app has taken over', () => {
  it('starts the app at the first touch, key or focus, once', () => {
    const { field } = drawnPage();
    let started = 0;
    onFirstUse(() => (started += 1));
    expect(started).toBe(0);
    field.focus();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(started).toBe(1);
  });

  it('starts it on a key pressed anywhere (the Tab into the form)', () => {
    drawnPage();
    let started = 0;
    onFirstUse(() => (started += 1));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(started).toBe(1);
  });

  it('starts it at once when a field is already focused', () => {
    const { field } = drawnPage();
    field.focus();
    let started = 0;
    onFirstUse(() => (started += 1));
    expect(started).toBe(1);
  });

  it('holds a form sent early, by its name, instead of letting it leave the page', () => {
    const { root, form } = drawnPage();
    holdEarlySubmits(root);
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(root.getAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe('Sign in');
  });
});

describe('which address a drawn page answers (issue 19: /auth?tab=register)', () => {
  it('is the bare route it was drawn for: /auth is its Sign In tab, so a tab or a code in the address is not it', () => {
    const { root } = drawnPage();
    expect(drawnForAddress(root, { pathname: '/auth', search: '' })).toBe(true);
    expect(drawnForAddress(root, { pathname: '/auth', search: '?tab=register' })).toBe(false);
    expect(drawnForAddress(root, { pathname: '/auth', search: '?activate' })).toBe(false);
    expect(drawnForAddress(root, { pathname: '/landing', search: '' })).toBe(false);
  });

  it('is nothing for a page the server did not draw', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    expect(drawnForAddress(root, { pathname: '/auth', search: '' })).toBe(false);
  });
});
