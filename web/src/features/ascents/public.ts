/**
 * What pages and the app shell use of ticks (no other feature imports it: a page composes them).
 * A page may also import one of its files directly, as a lazy split needs.
 */
export { TickStatus } from './components/tick-status';
export { ClimbTicks } from './components/climb-ticks';
export { QuickTickButton } from './components/quick-tick-button';
