import { styled } from 'styled-components';

/** The layout every sign-in and sign-up form shares. */
export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

/** What a new password needs (one wording everywhere a password is chosen: contracts). */
export { NEW_PASSWORD_HINT } from '@heartwise/contracts';
