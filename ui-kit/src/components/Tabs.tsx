import * as TabsPrimitive from '@radix-ui/react-tabs';
import { styled } from 'styled-components';

/** Radix tabs: arrow keys move between triggers, the panel is labelled by its trigger. */
export const Tabs = TabsPrimitive.Root;

export const TabsList = styled(TabsPrimitive.List)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const TabsTrigger = styled(TabsPrimitive.Trigger)`
  flex: 1 1 auto;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  cursor: pointer;
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

export const TabsContent = styled(TabsPrimitive.Content)`
  padding-top: ${({ theme }) => theme.space[4]};
  &:focus-visible {
    outline-offset: 4px;
  }
`;
