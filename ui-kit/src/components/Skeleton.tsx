import { keyframes, styled } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.55; }`;

/** A placeholder block while content loads; hidden from assistive tech (announce loading elsewhere). */
export const Skeleton = styled.div
  .withConfig({ shouldForwardProp: (prop) => prop !== 'height' && prop !== 'width' })
  .attrs({ 'aria-hidden': true })<{ height?: string; width?: string }>`
  height: ${({ height = '1rem' }) => height};
  width: ${({ width = '100%' }) => width};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;
