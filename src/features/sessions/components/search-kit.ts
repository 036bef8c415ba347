/** What the home list's search needs, loaded beside the list rather than before the first paint (issue 12). */
export {
  EMPTY_SEARCH,
  indexSessions,
  isFiltered,
  type SessionSearch,
  searchFromParams,
  searchSessions,
  searchToParams,
  tutorsOf,
} from '@domain/session-search';
export { SessionSearchBar } from './session-search-bar';
