import { afterEach, describe, expect, it } from '@jest/globals';
import { holdEarlySubmits, onFirstUse, PENDING_SUBMIT_ATTRIBUTE } from './prerendered.js';

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
