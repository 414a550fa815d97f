// Primitives: one export line per component, added as they are built.
export {};
