// The install offer and the push settings both ask it: it lives in lib.
export { useInstalled } from '../../../shared/ui/use-installed';
