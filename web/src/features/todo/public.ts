/**
 * What other features may use from the to-do list: import it from here, never from todo's own
 * folders, so this file is the whole of what they depend on.
 */
export { TodoButton } from './components/todo-button';
