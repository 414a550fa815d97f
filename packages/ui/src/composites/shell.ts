// The app shell and home-screen composites: one export line per component.
export * from './sidebar/sidebar';
export * from './header/header';
export * from './notification-bell/notification-bell';
export { NotificationText, textDirection } from './notification-bell/notification-text';
export * from './stat-card/stat-card';
export * from './period-selector/period-selector';
