import * as TabsPrimitive from '@radix-ui/react-tabs';
import { styled } from 'styled-components';

/** Radix tabs: arrow keys move between triggers, the panel is labelled by its trigger. */
export const Tabs = TabsPrimitive.Root;

/**
 * One line of tabs, always (issue 19: a strip wrapping to two lines reads as two rows of choices).
 * When they do not fit (four or six tabs on a phone) the strip scrolls sideways: the cut-off tab at
 * the edge shows there is more, arrow keys bring the focused tab into view, and labels never shrink.
 */
export const TabsList = styled(TabsPrimitive.List)`
  display: flex;
  flex-wrap: nowrap;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const TabsTrigger = styled(TabsPrimitive.Trigger)`
  flex: 1 0 auto;
  white-space: nowrap;
  scroll-snap-align: start;
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
  /* Drawn inside the tab: the strip scrolls, so it would cut a ring drawn outside. */
  &:focus-visible {
    outline-offset: -3px;
  }
`;

export const TabsContent = styled(TabsPrimitive.Content)`
  padding-top: ${({ theme }) => theme.space[4]};
  &:focus-visible {
    outline-offset: 4px;
  }
`;
