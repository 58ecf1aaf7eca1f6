import type { CheckInType, SavedCheckIn } from '@heartwise/contracts';

/**
 * Components one remote exposes for another, loaded through the shell (`RemoteComponent`). Their
 * props are the agreement between the two remotes, so they live here, where both can see them.
 */
export interface EmotionCheckInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after a saved check-in (the dialog has shown its toast and closed). */
  onComplete?: (checkIn: SavedCheckIn) => void;
  /** SPEC: 'Maybe Later' shows only when the dialog may be closed. Default true. */
  closable?: boolean;
  checkInType?: CheckInType;
  sessionId?: string | null;
  /**
   * The app asks for it before letting them on (the forum's gates), rather than the person choosing
   * to check in: stored as prompted, so figures count it apart. Default false.
   */
  prompted?: boolean;
}

/** The id (`<remote>/<exposed module>`) and props of every cross-remote component. */
export interface ExposedComponents {
  'wellness/EmotionCheckInDialog': EmotionCheckInDialogProps;
  /** The dashboard's Pause & Post section: check-in gate, 3 latest threads (mfe-forum). */
  'forum/PausePostPreview': Record<string, never>;
  /** The quick check-in, the automatic pre/post-post flow and the reflection dialog (shell, every page). */
  'wellness/GlobalOverlays': Record<string, never>;
  /** 'What your parent can see': the youth's own summary, exactly as a linked parent sees it. */
  'wellness/MySummary': Record<string, never>;
}
export type ExposedComponentId = keyof ExposedComponents;
