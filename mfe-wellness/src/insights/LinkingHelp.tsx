import { Link } from 'react-router-dom';
import { FAMILY_LINKS_PATH } from './familyWords.js';

/** How a parent links with their young person: Profile Settings → Family links, then the youth approves. */
export function LinkingHelp() {
  return (
    <p>
      To link with your young person, open <Link to={FAMILY_LINKS_PATH}>Profile Settings → Family links</Link>{' '}
      and enter their username. Once they approve, their summary shows here.
    </p>
  );
}
