import type { SupportNotice } from '@heartwise/contracts';
import { Button, toast } from '@heartwise/ui-kit';
import type { ForumContent } from '../api/content.js';
import { EditWordsDialog } from './EditWordsDialog.js';
import { noun } from './threadPreview.js';

/**
 * The author changes the words of their published post or reply (issue 19). The forum screens them
 * as a new post: clean words show at once; words screening holds wait for a moderator, with the
 * same notice a new post would bring.
 */
export function EditOwnButton({
  kind,
  id,
  threadId,
  content,
  onNotice,
}: {
  kind: ForumContent;
  id: string;
  threadId: string;
  content: string;
  onNotice: (notice: SupportNotice) => void;
}) {
  return (
    <EditWordsDialog
      kind={kind}
      id={id}
      threadId={threadId}
      content={content}
      description="Everyone sees your new words at once. Words that could hurt someone wait for a moderator first."
      trigger={
        <Button type="button" variant="secondary" size="sm" aria-label={`Edit your ${noun[kind]}`}>
          Edit
        </Button>
      }
      onSaved={(edited) => {
        if (edited.notice) onNotice(edited.notice);
        else toast({ title: `Your ${noun[kind]} was updated.` });
      }}
    />
  );
}
