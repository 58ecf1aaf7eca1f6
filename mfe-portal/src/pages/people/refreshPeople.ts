import type { QueryClient } from '@tanstack/react-query';
import { peopleFiguresKey } from '../../api/figures.js';
import { peopleKey } from '../../api/people.js';

/** After a change to someone: the lists and the school figures read again. */
export const refreshPeople = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: peopleKey }),
    queryClient.invalidateQueries({ queryKey: peopleFiguresKey }),
  ]);
