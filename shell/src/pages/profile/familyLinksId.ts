/** The Family links section's id: `/profile#family-links` opens the page there (the youth's banner links to it). */
export const FAMILY_LINKS_ID = 'family-links';
