import { css, styled } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const styleProps = new Set(['variant', 'size', 'fullWidth']);

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primarySoftText};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
};

const sizes = {
  sm: css`
    min-height: 2.25rem;
    padding: 0 0.875rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 2.75rem;
    padding: 0 1.25rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0 1.75rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

/**
 * The one button. Use `as="a"` (with `href`) or `as={Link}` (with `to`) when it navigates,
 * so it is announced as a link. Give every button an explicit `type`.
 */
export const Button = styled.button.withConfig({
  shouldForwardProp: (prop) => !styleProps.has(prop),
})<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ fullWidth }) => (fullWidth ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 120ms ease,
    filter 120ms ease;
  ${({ variant = 'primary' }) => variants[variant]}
  ${({ size = 'md' }) => sizes[size]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
