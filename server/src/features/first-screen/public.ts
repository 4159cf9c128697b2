/** What app.ts hands the web plugin: the first screen of a page address, if it has one. */
export { firstScreenFor } from './first-screen-pages.ts';
