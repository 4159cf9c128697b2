/** Reloads the page: one function a test can replace (a page's `location` cannot be redefined). */
export const reloadPage = () => window.location.reload();
