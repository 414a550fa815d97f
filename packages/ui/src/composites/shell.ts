// The app shell and home-screen composites: one export line per component.
export * from './sidebar/sidebar';
export * from './header/header';
