/** What the app shell and other features may use from search: import it from here only. */
export { QuickSearchButton } from './components/quick-search-button';
