/**
 * What other features may use from ticks: import it from here, never from ascents' own folders,
 * so this file is the whole of what they depend on.
 */
export { TickStatus } from './components/tick-status';
export { ClimbTicks } from './components/climb-ticks';
