import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme.js';
import { Sparkline } from './Sparkline.js';

const draw = (values: number[]) =>
  render(
    <ThemeProvider theme={theme}>
      <Sparkline label="Reports per week" values={values} />
    </ThemeProvider>,
  );

describe('a sparkline (issue 19)', () => {
  it('is an image named by its numbers, oldest first, so nothing is only drawn', () => {
    draw([3, 5, 2, 0, 1, 4, 2, 1]);
    const chart = screen.getByRole('img', {
      name: 'Reports per week, last 8 weeks, oldest first: 3, 5, 2, 0, 1, 4, 2, 1',
    });
    // No words inside: the card around it reads as its number alone.
    expect(chart.textContent).toBe('');
  });

  it('draws one bar per week, scaled to the highest, an empty week as a sliver', () => {
    draw([0, 2, 4]);
    const heights = [...screen.getByRole('img').querySelectorAll('rect')].map((bar) =>
      Number(bar.getAttribute('height')),
    );
    expect(heights).toEqual([1, 12, 24]);
  });

  it('draws a quiet trend without dividing by zero', () => {
    draw([0, 0]);
    const heights = [...screen.getByRole('img').querySelectorAll('rect')].map((bar) =>
      bar.getAttribute('height'),
    );
    expect(heights).toEqual(['1', '1']);
  });
});
