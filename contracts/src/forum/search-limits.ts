/**
 * The finder's sizes (GET /api/forum/search), apart from its schemas so a page's search box can
 * read them without loading the schemas before anything is searched.
 */
/** What the search box takes: words, at most this many characters. */
export const SEARCH_MAX = 100;
/** A page of found threads: at most this many. */
export const SEARCH_PAGE_MAX = 50;
export const SEARCH_PAGE_DEFAULT = 20;
