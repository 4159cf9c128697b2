/**
 * What other features may use from comments: import it from here, never from this feature's own
 * folders, so this file is the whole of what they depend on.
 */
export { CommentsSection } from './components/comments-section';
