// Primitives: one export line per component, added as they are built.
export * from './button/button';
export * from './spinner/spinner';
export * from './ui-provider/ui-provider';
