export { cn } from './lib/cn';
export * from './primitives';
export * from './composites';
export * from './composites/shell';
