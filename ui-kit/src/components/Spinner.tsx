import { VisuallyHidden } from './VisuallyHidden.js';
import { keyframes, styled } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A polite busy indicator; `label` is read out (and shown when `showLabel`). */
export function Spinner({
  label = 'Loading',
  size = 28,
  showLabel = false,
}: {
  label?: string;
  size?: number;
  showLabel?: boolean;
}) {
  return (
    <span role="status" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <Ring $size={size} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}

/** A spinner centred in the page area, for a page that is still finding out what to show. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Centre>
      <Spinner label={label} size={36} showLabel />
    </Centre>
  );
}
