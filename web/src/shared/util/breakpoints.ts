// Shared by the theme (app) and features' own media queries, so features never import the app's theme.
// The spec's breakpoints (xxs … xxxl); Mantine uses xs … xl, the rest are for our own media queries.
export const BREAKPOINTS = {
  xxs: '21em',
  xs: '30em',
  sm: '40em',
  md: '52em',
  lg: '64em',
  xl: '80em',
  xxl: '120em',
  xxxl: '160em',
};
export const NARROW_SCREEN = '(max-width: 500px)';
