import { createGlobalStyle } from 'styled-components';

/** Page-wide defaults; rendered once by whichever app owns the page (the shell, or a remote running alone). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    line-height: 1.55;
    -webkit-font-smoothing: antialiased;
    /* While toasts show at the bottom (Toaster.tsx), the page can scroll what they cover into view. */
    padding-bottom: var(--hw-toast-inset, 0px);
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.25; margin: 0; }
  p { margin: 0; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
