import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { AppScope } from '../scope/AppScope.js';
import { theme } from '../theme/theme.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.js';

const names = ['Overview', 'Users', 'Analytics', 'Linking', 'Review', 'Settings'];

/** The admin dashboard's six tabs: the longest strip the product has. */
function SixTabs() {
  return (
    <ThemeProvider theme={theme}>
      <AppScope scope="test">
        <Tabs defaultValue="Overview">
          <TabsList aria-label="Admin dashboard">
            {names.map((name) => (
              <TabsTrigger key={name} value={name}>
                {name}
              </TabsTrigger>
            ))}
          </TabsList>
          {names.map((name) => (
            <TabsContent key={name} value={name}>{`${name} panel`}</TabsContent>
          ))}
        </Tabs>
      </AppScope>
    </ThemeProvider>
  );
}

describe('tabs (issue 19: never two lines)', () => {
  it('keep one line that scrolls sideways when it does not fit, and labels that never shrink or wrap', () => {
    render(<SixTabs />);
    const list = getComputedStyle(screen.getByRole('tablist', { name: 'Admin dashboard' }));
    expect(list.flexWrap).toBe('nowrap');
    expect(list.overflowX).toBe('auto');
    for (const tab of screen.getAllByRole('tab')) {
      const style = getComputedStyle(tab);
      expect(style.whiteSpace).toBe('nowrap');
      expect(style.flexShrink).toBe('0');
    }
  });

  it('draw the focus ring inside the tab, where the scrolling strip cannot cut it', () => {
    render(<SixTabs />);
    const tab = screen.getByRole('tab', { name: 'Overview' });
    // jsdom has no :focus-visible; the rule is read from the sheet the component wrote.
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    const focusRule = rules
      .split('}')
      .find((rule) => rule.includes(`.${[...tab.classList].at(-1) ?? ''}:focus-visible`));
    expect(focusRule).toContain('outline-offset:-3px');
  });

  it('move with the arrow keys, one tab stop for the strip, and show the chosen panel', async () => {
    render(<SixTabs />);
    const overview = screen.getByRole('tab', { name: 'Overview' });
    overview.focus();
    fireEvent.keyDown(overview, { key: 'ArrowLeft' });
    const settings = screen.getByRole('tab', { name: 'Settings' });
    // Radix moves focus a moment later, and the focused tab is chosen (automatic activation).
    await waitFor(() => expect(document.activeElement).toBe(settings));
    await waitFor(() => expect(settings.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Settings panel');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([settings]);
  });
});
