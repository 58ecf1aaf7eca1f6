import { renderPage } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { EmotionGrid } from './EmotionGrid.js';

const emotions = ['joy', 'calmness', 'sadness', 'anxiety', 'anger', 'fear', 'pride'];

/**
 * jsdom lays nothing out: each button is given the place a browser would draw it in, three to a
 * row (the grid's columns follow the width, so the grid reads the rows from where buttons sit).
 */
function laidOutThreeToARow() {
  screen.getAllByRole('button').forEach((button, index) => {
    const top = Math.floor(index / 3) * 52;
    const left = (index % 3) * 120;
    button.getBoundingClientRect = () => new DOMRect(left, top, 112, 44);
  });
}

const focused = () => document.activeElement?.textContent;
const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });

describe('the emotion grid, by keyboard (issue 19: ArrowDown moved right)', () => {
  it('moves down and up a row with ArrowDown and ArrowUp, along the row with ArrowRight and ArrowLeft', () => {
    renderPage(
      <EmotionGrid emotions={emotions} selected={null} onSelect={() => undefined} label="Emotions" />,
    );
    laidOutThreeToARow();
    screen.getByRole('button', { name: 'Joy' }).focus();
    press('ArrowDown');
    expect(focused()).toBe('Anxiety');
    press('ArrowDown');
    expect(focused()).toBe('Pride');
    // The last row has one emotion: nothing below it, so focus stays.
    press('ArrowDown');
    expect(focused()).toBe('Pride');
    press('ArrowUp');
    expect(focused()).toBe('Anxiety');
    press('ArrowRight');
    expect(focused()).toBe('Anger');
    press('ArrowLeft');
    press('ArrowLeft');
    expect(focused()).toBe('Sadness');
    press('ArrowUp');
    expect(focused()).toBe('Sadness');
  });

  it('chooses the focused emotion with Enter or Space (native buttons) and keeps one tab stop', () => {
    const chosen: string[] = [];
    renderPage(
      <EmotionGrid
        emotions={emotions}
        selected="fear"
        onSelect={(emotion) => chosen.push(emotion)}
        label="Emotions"
      />,
    );
    const tabStops = screen.getAllByRole('button').filter((button) => button.tabIndex === 0);
    expect(tabStops.map((button) => button.textContent)).toEqual(['Fear']);
    fireEvent.click(screen.getByRole('button', { name: 'Pride' }));
    expect(chosen).toEqual(['pride']);
  });
});
