import { useLocation, useNavigate } from 'react-router-dom';
import { criteriaFrom, paramsOf, type FindCriteria } from './findCriteria.js';

/**
 * What the person chose to find discussions by, kept in the page's address (`?q=&group=&sort=`):
 * each choice is a step in the browser's history, so back and forward move through them.
 * (useLocation and useNavigate: the router hooks the shell shares with every remote.)
 */
export function useFindCriteria(): [FindCriteria, (next: FindCriteria) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const criteria = criteriaFrom(new URLSearchParams(location.search));
  const choose = (next: FindCriteria) => {
    const search = new URLSearchParams(paramsOf(next)).toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };
  return [criteria, choose];
}
