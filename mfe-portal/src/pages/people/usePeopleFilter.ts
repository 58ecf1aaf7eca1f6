import type { OrgPersonStatus, Role } from '@heartwise/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PeopleFilter } from '../../api/people.js';

/** Searches wait for a pause in typing, and for 2 characters: the service reads no whole district. */
const SEARCH_PAUSE_MS = 300;
export const MIN_SEARCH = 2;

/**
 * The People page's filters and paging. The school can come from the link that opened it
 * (/org/people?schoolId=…, from Schools). Paging keeps the cursors seen, so Previous goes back.
 */
export function usePeopleFilter() {
  const location = useLocation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [schoolId, setSchoolId] = useState(() => new URLSearchParams(location.search).get('schoolId') ?? '');
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<OrgPersonStatus | ''>('');
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);

  useEffect(() => {
    const words = typed.trim();
    const next = words.length >= MIN_SEARCH ? words : '';
    // Only a different search starts again at the first page.
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setCursors([undefined]);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);

  // Any new filter starts at the first page.
  const refilter =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setCursors([undefined]);
    };

  const cursor = cursors[cursors.length - 1];
  const filter: PeopleFilter = {
    ...(q ? { q } : {}),
    ...(schoolId ? { schoolId } : {}),
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
    ...(cursor ? { cursor } : {}),
  };
  return {
    filter,
    typed,
    setTyped,
    tooShort: typed.trim().length > 0 && typed.trim().length < MIN_SEARCH,
    schoolId,
    setSchoolId: refilter(setSchoolId),
    role,
    setRole: refilter(setRole),
    status,
    setStatus: refilter(setStatus),
    page: cursors.length,
    next: (nextCursor: string) => setCursors((seen) => [...seen, nextCursor]),
    previous: () => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)),
  };
}
