// The install offer and the push settings both ask it: it lives in lib.
export { useInstalled } from '../../../lib/use-installed';
