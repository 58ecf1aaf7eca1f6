import { Button } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@heartwise/ui-kit/overlays';
import { styled } from 'styled-components';

/** The seven Community Guidelines (SPEC §2). */
const guidelines = [
  {
    title: 'Be Kind and Compassionate',
    text: 'Speak to others the way you would like someone to speak to you on a hard day.',
  },
  { title: "Respect Everyone's Experience", text: 'Feelings are real even when they differ from yours.' },
  { title: 'Support Each Other', text: 'Listen first, and offer encouragement rather than judgement.' },
  { title: 'Be Patient', text: 'Everyone heals and grows at their own pace.' },
  {
    title: 'Protect Privacy',
    text: 'Keep what people share here confidential, and never share personal details.',
  },
  { title: 'Use Supportive Language', text: 'Choose words that lift people up.' },
  {
    title: 'No Harassment or Harmful Comments',
    text: 'Hurtful posts may lead to removal from the community.',
  },
] as const;

const Rules = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-height: 400px;
  overflow-y: auto;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    max-height: 500px;
  }
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Opens the guidelines in a dialog (read-only here; accepting them belongs to the posting flow). */
export function CommunityGuidelinesButton() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary" size="sm">
          Guidelines
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Community Guidelines</DialogTitle>
        <DialogDescription>
          Pause and Post is a caring space. These guidelines keep it that way.
        </DialogDescription>
        {/* Focusable so keyboard users can scroll the list. */}
        <Rules tabIndex={0} aria-label="Guidelines">
          {guidelines.map((rule) => (
            <li key={rule.title}>
              <strong>{rule.title}</strong>
              <span>{rule.text}</span>
            </li>
          ))}
        </Rules>
      </DialogContent>
    </Dialog>
  );
}
