import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReflectionRequest } from './activeSessions.js';
import { REFLECTION_REQUESTED } from './activeSessions.js';
import type { PromptVisit } from './promptVisit.js';

/**
 * Sessions waiting for their reflection, one dialog at a time. A session asked for twice (idle,
 * then hidden) is queued once; one already answered on this page, or already shown in this visit
 * (in any tab), is not asked again.
 */
export function useReflectionQueue(visit: PromptVisit): { current: string | null; done: () => void } {
  const [queue, setQueue] = useState<string[]>([]);
  const answered = useRef(new Set<string>());

  useEffect(() => {
    const requested = (event: Event) => {
      const { sessionId } = (event as CustomEvent<ReflectionRequest>).detail;
      if (answered.current.has(sessionId) || visit.reflectionAsked(sessionId)) return;
      setQueue((waiting) => (waiting.includes(sessionId) ? waiting : [...waiting, sessionId]));
    };
    window.addEventListener(REFLECTION_REQUESTED, requested);
    return () => window.removeEventListener(REFLECTION_REQUESTED, requested);
  }, [visit]);

  const done = useCallback(() => {
    setQueue(([first, ...rest]) => {
      if (first) answered.current.add(first);
      return rest;
    });
  }, []);

  return { current: queue[0] ?? null, done };
}
